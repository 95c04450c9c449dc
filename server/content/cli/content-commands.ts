import type { CanvasType } from '@/lib/contracts/content';
import type { Database } from '../../db/client';
import { diffCanvas } from '../canvas-diff';
import { exportCanvases } from '../canvas-export';
import { importCanvases } from '../canvas-import';
import { describeChange } from '../json-diff';
import { pagePath } from '../page-path';
import { createPreviewLink } from '../preview-link';
import { readCanvasFiles, writeCanvasFiles } from './canvas-files';

/** What the commands need from outside: where to write lines, and what links are made with. */
export interface CommandContext {
  db: Database;
  print: (line: string) => void;
  now: Date;
  publicBaseUrl: string;
  secret: () => string;
}

/** Each command resolves to its exit code: 1 when the input was invalid. */
type ExitCode = 0 | 1;

export interface ImportCommand {
  target: string;
  dryRun: boolean;
  publish: boolean;
  publishAt?: Date;
  unpublishAt?: Date;
  actor: string;
}

/** How long a printed preview link lasts unless told otherwise: a week. */
export const DEFAULT_LINK_HOURS = 168;

export async function runImport(
  context: CommandContext,
  command: ImportCommand,
): Promise<ExitCode> {
  const { entries, problems } = await readCanvasFiles(command.target);
  if (problems.length > 0 || entries.length === 0) {
    for (const problem of problems) context.print(problem);
    context.print(
      entries.length === 0 && problems.length === 0 ? 'No canvases found.' : 'Nothing written.',
    );
    return 1;
  }
  const reply = await importCanvases(context.db, entries, { ...command, now: context.now });
  for (const result of reply.canvases) {
    context.print(`${result.status.padEnd(9)} ${result.siteId} ${result.type} ${result.key}`);
    for (const error of result.errors ?? []) context.print(`  ${error}`);
  }
  const invalid = reply.canvases.filter((result) => result.status === 'invalid').length;
  if (invalid > 0) {
    context.print(`Nothing written: ${invalid} of ${reply.canvases.length} canvases are invalid.`);
    return 1;
  }
  if (command.dryRun) {
    context.print('Dry run: nothing written.');
    return 0;
  }
  const count = reply.canvases.length;
  context.print(`Imported ${count} ${count === 1 ? 'canvas' : 'canvases'}.`);
  const page = reply.canvases.find((result) => result.type === 'page');
  if (page) {
    const link = await createPreviewLink({
      actor: command.actor,
      path: await pagePath(context.db, page.siteId, page.key),
      seconds: DEFAULT_LINK_HOURS * 3600,
      publicBaseUrl: context.publicBaseUrl,
      secret: context.secret(),
      now: context.now,
    });
    context.print(`Preview: ${link}`);
  }
  return 0;
}

export async function runExport(
  context: CommandContext,
  command: { dir: string; siteId?: string; type?: CanvasType },
): Promise<ExitCode> {
  const entries = await exportCanvases(context.db, command);
  const files = await writeCanvasFiles(command.dir, entries);
  context.print(`Exported ${files.length} canvases to ${command.dir}.`);
  return 0;
}

export async function runDiff(
  context: CommandContext,
  command: { target: string; publish: boolean },
): Promise<ExitCode> {
  const { entries, problems } = await readCanvasFiles(command.target);
  for (const problem of problems) context.print(problem);
  let exitCode: ExitCode = problems.length > 0 ? 1 : 0;
  for (const entry of entries) {
    const diff = await diffCanvas(context.db, entry, command);
    context.print(`${diff.status.padEnd(9)} ${diff.canvas}`);
    if (diff.status === 'changed') {
      for (const change of diff.changes) context.print(`  ${describeChange(change)}`);
    }
    if (diff.status === 'invalid') {
      exitCode = 1;
      for (const error of diff.errors) context.print(`  ${error}`);
    }
  }
  return exitCode;
}

export async function runPreviewLink(
  context: Omit<CommandContext, 'db'>,
  command: { path: string; hours: number; actor: string },
): Promise<ExitCode> {
  const link = await createPreviewLink({
    actor: command.actor,
    path: command.path,
    seconds: command.hours * 3600,
    publicBaseUrl: context.publicBaseUrl,
    secret: context.secret(),
    now: context.now,
  });
  context.print(link);
  return 0;
}
