import { readFile, writeFile } from 'node:fs/promises';
import type { Database } from '../db/client';
import { checkDatafile, readDatafile, writeDatafile } from './datafile-store';

interface DatafileCommandContext {
  db: Database;
  print: (line: string) => void;
  now: Date;
}

/**
 * `npm run content -- import-experiments <file>`: replaces the store's datafile with the file's
 * (an Optimizely datafile, version 4), after checking it; an invalid file prints every problem
 * and writes nothing. Resolves to the exit code.
 */
export async function runImportDatafile(
  { db, print, now }: DatafileCommandContext,
  { file, dryRun, actor }: { file: string; dryRun: boolean; actor: string },
): Promise<0 | 1> {
  let input: unknown;
  try {
    input = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    print(`${file}: not a readable JSON file (${error instanceof Error ? error.message : error})`);
    return 1;
  }
  const checked = checkDatafile(input);
  if (!checked.ok) {
    for (const problem of checked.problems) print(`${file}: ${problem}`);
    return 1;
  }
  const experiments = checked.datafile.experiments.map((experiment) => experiment.key);
  if (dryRun) {
    print(`datafile valid (${experiments.join(', ') || 'no experiments'}); nothing written`);
    return 0;
  }
  const { changed } = await writeDatafile(db, checked.datafile, actor, now);
  print(
    `datafile ${changed ? 'changed' : 'unchanged'}: ${experiments.join(', ') || 'no experiments'}`,
  );
  return 0;
}

/** `npm run content -- export-experiments <file>`: writes the stored datafile to the file. */
export async function runExportDatafile(
  { db, print }: DatafileCommandContext,
  { file }: { file: string },
): Promise<0> {
  await writeFile(file, `${JSON.stringify(await readDatafile(db), null, 2)}\n`);
  print(`datafile written to ${file}`);
  return 0;
}
