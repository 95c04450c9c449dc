import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatafile } from '@/lib/experiments/demo-datafile';
import type { DatabaseHandle } from '../db/client';
import { createTestDatabase } from '../testing/test-database';
import { runExportDatafile, runImportDatafile } from './datafile-commands';
import { readDatafile } from './datafile-store';

let database: DatabaseHandle;
let dir: string;
let printed: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'datafile-'));
});
afterAll(() => database.close());

const context = () => {
  printed = [];
  return { db: database.db, print: (line: string) => printed.push(line), now: new Date() };
};

async function fileOf(name: string, content: unknown) {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(content));
  return file;
}

describe('the experiments datafile commands', () => {
  it('serves no experiment until a datafile is imported, then the imported one', async () => {
    expect((await readDatafile(database.db)).experiments).toEqual([]);
    const file = await fileOf('demo.json', demoDatafile);

    expect(await runImportDatafile(context(), { file, dryRun: true, actor: 'test' })).toBe(0);
    expect((await readDatafile(database.db)).experiments).toEqual([]);

    expect(await runImportDatafile(context(), { file, dryRun: false, actor: 'test' })).toBe(0);
    expect(printed).toEqual(['datafile changed: pdp_promise_test']);
    expect(await readDatafile(database.db)).toEqual(demoDatafile);
    await runImportDatafile(context(), { file, dryRun: false, actor: 'test' });
    expect(printed).toEqual(['datafile unchanged: pdp_promise_test']);
  });

  it('refuses a datafile with problems, naming each, and writes nothing', async () => {
    const broken = {
      ...demoDatafile,
      revision: 'two',
      featureFlags: [{ ...demoDatafile.featureFlags[0], experimentIds: ['404'] }],
    };
    const file = await fileOf('broken.json', broken);
    expect(await runImportDatafile(context(), { file, dryRun: false, actor: 'test' })).toBe(1);
    expect(printed).toEqual([`${file}: revision: must be a number written as text`]);

    const unknownExperiment = await fileOf('unknown.json', { ...broken, revision: '2' });
    expect(
      await runImportDatafile(context(), { file: unknownExperiment, dryRun: false, actor: 'test' }),
    ).toBe(1);
    expect(printed).toEqual([
      `${unknownExperiment}: featureFlags.0.experimentIds: no experiment 404`,
    ]);
    expect(await readDatafile(database.db)).toEqual(demoDatafile);
  });

  it('exports what it imports', async () => {
    const file = path.join(dir, 'export.json');
    await runExportDatafile(context(), { file });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(demoDatafile);
  });
});
