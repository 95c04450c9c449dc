import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  canvasImportEntrySchema,
  type CanvasImportEntry,
} from '@/lib/contracts/content-publishing';
import { jsonPath } from '../document-problems';

export interface CanvasFiles {
  entries: CanvasImportEntry[];
  /** `pages/home.json[1]: key: Required`; any problem means nothing is imported. */
  problems: string[];
}

async function jsonFilesUnder(target: string): Promise<string[]> {
  if (!(await stat(target)).isDirectory()) return [target];
  const names = await readdir(target, { recursive: true });
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(target, name));
}

function parseFile(file: string, text: string, into: CanvasFiles): void {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    into.problems.push(`${file}: not valid JSON: ${(error as Error).message}`);
    return;
  }
  const items = Array.isArray(json) ? json : [json];
  items.forEach((item, index) => {
    const where = Array.isArray(json) ? `${file}[${index}]` : file;
    const parsed = canvasImportEntrySchema.safeParse(item);
    if (parsed.success) into.entries.push(parsed.data);
    else {
      for (const issue of parsed.error.issues) {
        const field = jsonPath(issue.path);
        into.problems.push(`${where}: ${field ? `${field}: ` : ''}${issue.message}`);
      }
    }
  });
}

/**
 * The canvases of a JSON file or of every `.json` file under a folder: each file holds one
 * canvas `{ siteId, type, key, document, … }` or an array of them.
 */
export async function readCanvasFiles(target: string): Promise<CanvasFiles> {
  const files: CanvasFiles = { entries: [], problems: [] };
  let paths: string[];
  try {
    paths = await jsonFilesUnder(target);
  } catch (error) {
    return { entries: [], problems: [`${target}: ${(error as Error).message}`] };
  }
  for (const file of paths) parseFile(file, await readFile(file, 'utf8'), files);
  return files;
}

/** Writes each canvas to `{dir}/{site}/{type}/{key}.json`; resolves to the files written. */
export async function writeCanvasFiles(
  dir: string,
  entries: CanvasImportEntry[],
): Promise<string[]> {
  const written: string[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.siteId, entry.type, `${entry.key}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(entry, null, 2)}\n`);
    written.push(file);
  }
  return written;
}
