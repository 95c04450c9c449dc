/**
 * `npm run content -- <command>`: imports, exports and compares canvases as JSON files and prints
 * preview links, against the database the environment names (DATABASE_URL, else PGlite under
 * DATA_DIR; stop a server that holds the PGlite files first). docs/content.md, "Importing and
 * publishing".
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { canvasTypes, type CanvasType } from '@/lib/contracts/content';
import { isLocale } from '@/lib/i18n/locales';
import { getAuthSecret } from '@/server/auth/auth-secret';
import { getEnv } from '@/server/config/env';
import { openDatabase, targetFromEnv } from '@/server/db/client';
import { runExportDatafile, runImportDatafile } from '@/server/experiments/datafile-commands';
import { migrateDatabase } from '@/server/db/migrate';
import {
  DEFAULT_LINK_HOURS,
  runDiff,
  runExport,
  runImport,
  runPreviewLink,
  type CommandContext,
} from '@/server/content/cli/content-commands';

const usage = `Usage: npm run content -- <command>
  import <file|dir> [--dry-run] [--publish] [--publish-at ISO] [--unpublish-at ISO] [--actor NAME]
      saves each canvas's document as its draft, or with --publish publishes it (at --publish-at
      when that is in the future); nothing is written on --dry-run or when any canvas is invalid
  export <dir> [--site en-us] [--type page]
      writes every canvas to <dir>/{site}/{type}/{key}.json
  diff <file|dir> [--publish]
      shows what importing the files would change, path by path
  preview-link [--path /en-us] [--hours ${DEFAULT_LINK_HOURS}] [--actor NAME]
      prints a signed link that previews drafts (it cannot publish)
  import-experiments <file> [--dry-run] [--actor NAME]
      replaces the store's experiment datafile (docs/experiments.md) after checking it
  export-experiments <file>
      writes the store's experiment datafile to <file>`;

/** A refusal of the command line itself; the usage follows it. */
class UsageError extends Error {}

function instant(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(date.getTime())) {
    throw new UsageError(`--${name} must be an ISO date and time, e.g. 2026-12-01T08:00:00Z.`);
  }
  return date;
}

function site(value: string | undefined): string | undefined {
  if (value !== undefined && !isLocale(value))
    throw new UsageError(`--site ${value} is not a site (a locale such as en-us).`);
  return value;
}

function canvasType(value: string | undefined): CanvasType | undefined {
  if (value === undefined) return undefined;
  const type = canvasTypes.find((known) => known === value);
  if (!type) throw new UsageError(`--type must be one of ${canvasTypes.join(', ')}.`);
  return type;
}

function hours(value: string | undefined): number {
  if (value === undefined) return DEFAULT_LINK_HOURS;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 24 * 90) {
    throw new UsageError('--hours must be a whole number from 1 to 2160.');
  }
  return parsed;
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      'publish-at': { type: 'string' },
      'unpublish-at': { type: 'string' },
      actor: { type: 'string' },
      site: { type: 'string' },
      type: { type: 'string' },
      path: { type: 'string', default: '/en-us' },
      hours: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, target] = positionals;
  if (values.help || command === undefined) {
    console.log(usage);
    return 0;
  }
  if (command !== 'preview-link' && target === undefined) {
    throw new UsageError(`${command} needs a file or folder.`);
  }
  const env = getEnv();
  const printing = {
    print: (line: string) => console.log(line),
    now: new Date(),
    publicBaseUrl: env.PUBLIC_BASE_URL,
    secret: getAuthSecret,
  };
  if (command === 'preview-link') {
    return runPreviewLink(printing, {
      path: values.path,
      hours: hours(values.hours),
      actor: values.actor ?? 'content-command',
    });
  }
  const handle = openDatabase(targetFromEnv(env));
  try {
    await migrateDatabase(handle);
    const context: CommandContext = { ...printing, db: handle.db };
    switch (command) {
      case 'import':
        return await runImport(context, {
          target: target!,
          dryRun: values['dry-run'],
          publish: values.publish,
          publishAt: instant('publish-at', values['publish-at']),
          unpublishAt: instant('unpublish-at', values['unpublish-at']),
          actor: values.actor ?? `import:${path.basename(target!)}`,
        });
      case 'export':
        return await runExport(context, {
          dir: target!,
          siteId: site(values.site),
          type: canvasType(values.type),
        });
      case 'diff':
        return await runDiff(context, { target: target!, publish: values.publish });
      case 'import-experiments':
        return await runImportDatafile(context, {
          file: target!,
          dryRun: values['dry-run'],
          actor: values.actor ?? `import:${path.basename(target!)}`,
        });
      case 'export-experiments':
        return await runExportDatafile(context, { file: target! });
      default:
        throw new UsageError(`Unknown command ${command}.`);
    }
  } finally {
    await handle.close();
  }
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(usage);
    }
    process.exitCode = 1;
  });
