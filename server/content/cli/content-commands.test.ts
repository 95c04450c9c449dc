import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canvases } from '../../db/schema';
import { setupSeededApi } from '../../testing/seeded-api';
import { verifyPreviewGrant } from '../preview-grant';
import { runDiff, runExport, runImport, type CommandContext } from './content-commands';

const { db } = setupSeededApi(16);
const SECRET = 'a-test-secret-for-preview-links-0123456789';

function commandContext() {
  const lines: string[] = [];
  const context: CommandContext = {
    db: db(),
    print: (line) => lines.push(line),
    now: new Date(),
    publicBaseUrl: 'https://shop.example',
    secret: () => SECRET,
  };
  return { context, lines };
}

const folder = () => mkdtemp(path.join(tmpdir(), 'stride-content-'));

const page = (title: string, extra: Record<string, unknown> = {}) => ({
  name: title,
  title,
  ...extra,
  metadata: { htmlTitle: title, htmlDescription: title },
  sections: [{ name: 'main', items: [{ type: 'rich-text', id: 'a', paragraphs: [title] }] }],
});

async function writeJson(dir: string, name: string, value: unknown): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, JSON.stringify(value));
  return file;
}

const importing = { dryRun: false, publish: false, actor: 'import:test' };

describe('npm run content', () => {
  it('exports every canvas, and importing the export changes nothing', async () => {
    const dir = await folder();
    const exported = commandContext();
    expect(await runExport(exported.context, { dir })).toBe(0);
    const home = JSON.parse(await readFile(path.join(dir, 'en-us/page/home.json'), 'utf8'));
    expect(home).toMatchObject({ siteId: 'en-us', type: 'page', key: 'home' });
    expect(JSON.stringify(home.draft)).toContain('[Draft]');
    expect(JSON.stringify(home.document)).not.toContain('[Draft]');

    for (const publish of [false, true]) {
      const { context, lines } = commandContext();
      expect(await runImport(context, { ...importing, target: dir, publish })).toBe(0);
      const statuses = new Set(
        lines.filter((line) => /^\w+ +\w\w-\w\w /.test(line)).map((line) => line.split(' ')[0]),
      );
      expect([...statuses]).toEqual(['unchanged']);
    }
  });

  it('refuses invalid files with the path of the bad field and writes nothing', async () => {
    const dir = await folder();
    await writeJson(dir, 'good.json', {
      siteId: 'en-us',
      type: 'page',
      key: 'fine',
      document: page('Fine'),
    });
    const broken = page('Broken');
    broken.sections[0]!.items = [
      { type: 'hero-banner', id: 'h', title: 'Hi', media: { alt: '', width: 1, height: 1 } },
    ] as never;
    await writeJson(dir, 'pages.json', [
      { siteId: 'en-us', type: 'page', key: 'broken', document: broken },
    ]);
    await writeFile(path.join(dir, 'typo.json'), '{ "siteId": ');

    const { context, lines } = commandContext();
    expect(await runImport(context, { ...importing, target: dir })).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(/typo\.json: not valid JSON/));

    await writeFile(path.join(dir, 'typo.json'), '[]');
    const second = commandContext();
    expect(await runImport(second.context, { ...importing, target: dir })).toBe(1);
    expect(second.lines).toContain('  en-us page broken: sections[0].items[0].media.url: Required');
    expect(second.lines.at(-1)).toBe('Nothing written: 1 of 2 canvases are invalid.');
    expect(await db().select().from(canvases).where(eq(canvases.key, 'fine'))).toEqual([]);
  });

  it('writes nothing on a dry run', async () => {
    const dir = await folder();
    await writeJson(dir, 'dry.json', {
      siteId: 'en-gb',
      type: 'page',
      key: 'dry',
      document: page('Dry'),
    });
    const { context, lines } = commandContext();
    expect(await runImport(context, { ...importing, target: dir, dryRun: true })).toBe(0);
    expect(lines).toEqual(['created   en-gb page dry', 'Dry run: nothing written.']);
    expect(await db().select().from(canvases).where(eq(canvases.key, 'dry'))).toEqual([]);
  });

  it('shows what an import would change, path by path', async () => {
    const dir = await folder();
    await runExport(commandContext().context, { dir, siteId: 'en-us', type: 'menu' });
    const file = path.join(dir, 'en-us/menu/main.json');
    const menu = JSON.parse(await readFile(file, 'utf8'));
    const before = menu.document.items[0].title;
    menu.document.items[0].title = 'Everything new';
    await writeFile(file, JSON.stringify(menu));
    await writeJson(dir, 'new.json', {
      siteId: 'en-us',
      type: 'page',
      key: 'brand-new',
      document: page('New'),
    });

    const { context, lines } = commandContext();
    expect(await runDiff(context, { target: dir, publish: false })).toBe(0);
    expect(lines).toEqual([
      'changed   en-us menu main',
      `  items[0].title: ${JSON.stringify(before)} → "Everything new"`,
      'new       en-us page brand-new',
    ]);
  });

  it('imports drafts and prints a preview link of the first page that cannot publish', async () => {
    const dir = await folder();
    await writeJson(dir, 'team.json', [
      { siteId: 'en-us', type: 'page', key: 'team', document: page('Team', { parent: 'about' }) },
      { siteId: 'en-us', type: 'page', key: 'about', document: page('About') },
    ]);
    const { context, lines } = commandContext();
    expect(await runImport(context, { ...importing, target: dir })).toBe(0);
    expect(lines.slice(0, 3)).toEqual([
      'created   en-us page team',
      'created   en-us page about',
      'Imported 2 canvases.',
    ]);
    const link = new URL(lines[3]!.replace('Preview: ', ''));
    expect(link.origin + link.pathname).toBe('https://shop.example/en-us/editor/preview');
    expect(link.searchParams.get('to')).toBe('/en-us/about/team');
    const grant = verifyPreviewGrant(link.searchParams.get('grant')!, SECRET, new Date());
    expect(grant?.editor).toBe('link:import:test');
    const [team] = await db().select().from(canvases).where(eq(canvases.key, 'team'));
    expect(team).toMatchObject({ published: null, draftUpdatedBy: 'import:test' });
  });
});
