import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageCanvasSchema, type PageCanvas } from '@/lib/contracts/content';
import { canvases } from '../db/schema';
import { setupSeededApi } from '../testing/seeded-api';
import type { CanvasAddress } from './canvas-address';
import { listRevisions } from './canvas-history';
import { listDrafts } from './drafts';
import { discardDraft, publish, saveDraft } from './publishing';

const { db } = setupSeededApi(16);

const writer = { actor: 'E90001', now: new Date('2026-06-01T10:00:00.000Z') };
const address = (key: string): CanvasAddress => ({ siteId: 'it-it', type: 'page', key });

function pageDocument(title: string, parent?: string): PageCanvas {
  return pageCanvasSchema.parse({
    name: title,
    title,
    ...(parent ? { parent } : {}),
    metadata: { htmlTitle: title, htmlDescription: `${title} at Stride` },
    sections: [{ name: 'main', items: [{ type: 'text-section', id: 'a', heading: title }] }],
  });
}

async function row({ siteId, type, key }: CanvasAddress) {
  const [found] = await db()
    .select()
    .from(canvases)
    .where(and(eq(canvases.siteId, siteId), eq(canvases.type, type), eq(canvases.key, key)));
  return found!;
}

describe('listDrafts', () => {
  it("lists the site's drafts that differ from the published versions, newest first", async () => {
    await saveDraft(db(), address('saldi'), pageDocument('Saldi', 'home-offerte'), writer);
    const drafts = await listDrafts(db(), 'it-it');
    expect(drafts[0]).toEqual({
      type: 'page',
      key: 'saldi',
      name: 'Saldi',
      savedBy: 'E90001',
      savedAt: writer.now,
      path: '/it-it/home-offerte/saldi',
      revisions: [
        {
          action: 'draft',
          actor: 'E90001',
          at: writer.now.toISOString(),
          publishAt: null,
          unpublishAt: null,
        },
      ],
    });
    // The seed's page drafts differ ("[Draft]" hero titles); its menu and footer drafts do not.
    expect(drafts).toContainEqual(
      expect.objectContaining({ type: 'page', key: 'home', savedBy: 'seed', path: '/it-it' }),
    );
    expect(drafts.some((draft) => draft.type === 'category' && draft.path !== null)).toBe(true);
    expect(drafts.map((draft) => draft.type)).not.toContain('menu');
    expect(drafts.map((draft) => draft.type)).not.toContain('footer');
    expect(drafts.every((draft) => !draft.name.startsWith('{'))).toBe(true);
    expect((await listDrafts(db(), 'en-us')).map((draft) => draft.key)).not.toContain('saldi');
  });

  it('drops a draft once it is published or discarded, and lists its latest changes', async () => {
    const at = (minute: number) => ({
      actor: 'E90001',
      now: new Date(Date.UTC(2026, 5, 2, 10, minute)),
    });
    await saveDraft(db(), address('novita'), pageDocument('Novità'), at(1));
    await publish(db(), address('novita'), {}, at(2));
    const keys = async () => (await listDrafts(db(), 'it-it')).map((draft) => draft.key);
    expect(await keys()).not.toContain('novita');

    await saveDraft(db(), address('novita'), pageDocument('Novità, di nuovo'), at(3));
    expect(await keys()).toContain('novita');
    const discarded = await discardDraft(db(), address('novita'), at(4));
    expect(discarded.draft).toEqual(discarded.published);
    expect(await keys()).not.toContain('novita');
    const [latest] = await listRevisions(db(), address('novita'));
    expect(latest).toMatchObject({ action: 'draft', actor: 'E90001' });

    for (const minute of [5, 6]) {
      await saveDraft(db(), address('novita'), pageDocument(`Novità ${minute}`), at(minute));
    }
    const listed = (await listDrafts(db(), 'it-it')).find((draft) => draft.key === 'novita');
    expect(listed?.revisions.map((entry) => [entry.action, entry.at])).toEqual(
      [6, 5, 4, 3, 2].map((minute) => [
        minute === 2 ? 'publish' : 'draft',
        at(minute).now.toISOString(),
      ]),
    );
  });

  it('discards a draft of a page never published: nothing is left to list', async () => {
    await saveDraft(db(), address('bozza'), pageDocument('Bozza'), writer);
    await discardDraft(db(), address('bozza'), writer);
    expect((await row(address('bozza'))).draft).toBeNull();
    await expect(discardDraft(db(), address('bozza'), writer)).rejects.toMatchObject({
      code: 'API404',
    });
  });
});
