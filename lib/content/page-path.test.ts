import { describe, expect, it } from 'vitest';
import { findPageAtPath } from './page-path';

const pages: Record<string, { name: string; parent?: string }> = {
  help: { name: 'help' },
  returns: { name: 'returns', parent: 'help' },
  'how-to-return': { name: 'how-to-return', parent: 'returns' },
  privacy: { name: 'privacy' },
  home: { name: 'home' },
  orphan: { name: 'orphan', parent: 'gone' },
  loop: { name: 'loop', parent: 'loop' },
};
const loaded: string[] = [];
const load = async (slug: string) => {
  loaded.push(slug);
  return pages[slug] ?? null;
};
const find = (path: string) => findPageAtPath(path.split('/'), load);

describe('a CMS page by its path', () => {
  it('is found where its parent chain says, root first', async () => {
    expect(await find('privacy')).toEqual(pages.privacy);
    expect(await find('help')).toEqual(pages.help);
    expect(await find('help/returns')).toEqual(pages.returns);
    expect(await find('help/returns/how-to-return')).toEqual(pages['how-to-return']);
  });

  it('is not found under another path, in part of its chain, or past its root', async () => {
    for (const path of [
      'how-to-return',
      'returns/how-to-return',
      'help/how-to-return',
      'privacy/returns/how-to-return',
      'x/help/returns/how-to-return',
      'help/privacy',
      'orphan',
      'gone/orphan',
      'loop/loop/loop',
      'missing',
    ]) {
      expect(await find(path), path).toBeNull();
    }
  });

  it('never reads a segment that is not a slug, nor a page with its own route', async () => {
    loaded.length = 0;
    for (const path of ['Help', 'help/../privacy', 'shoes-c1000.json', 'home', '']) {
      expect(await find(path), path).toBeNull();
    }
    expect(loaded).toEqual([]);
  });
});
