import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cacheTags } from '@/lib/cache-tags';
import { pageCanvasSchema, type PageCanvas } from '@/lib/contracts/content';
import { cacheTagChanges, canvases, canvasRevisions } from '../db/schema';
import { setupSeededApi } from '../testing/seeded-api';
import type { CanvasAddress } from './canvas-address';
import { publish, saveDraft, unpublish } from './publishing';
import { sweepContentSchedules } from './schedule-sweep';

const { db } = setupSeededApi(16);

const editor = (now: Date) => ({ actor: 'E10002', now });
const page = (key: string): CanvasAddress => ({ siteId: 'en-us', type: 'page', key });

function pageDocument(title: string): PageCanvas {
  return pageCanvasSchema.parse({
    name: title,
    title,
    metadata: { htmlTitle: title, htmlDescription: `${title} at Stride` },
    sections: [
      {
        name: 'main',
        items: [{ type: 'rich-text', id: 'intro', paragraphs: [`${title}, in short.`] }],
      },
    ],
  });
}

async function tagChangedAt(address: CanvasAddress): Promise<number | null> {
  const [row] = await db()
    .select({ at: cacheTagChanges.changedAt })
    .from(cacheTagChanges)
    .where(eq(cacheTagChanges.tag, cacheTags.canvas(address.siteId, address.type, address.key)));
  return row?.at.getTime() ?? null;
}

async function canvasRow(address: CanvasAddress) {
  const [row] = await db()
    .select()
    .from(canvases)
    .where(
      and(
        eq(canvases.siteId, address.siteId),
        eq(canvases.type, address.type),
        eq(canvases.key, address.key),
      ),
    );
  return row!;
}

async function actions(address: CanvasAddress) {
  const { id } = await canvasRow(address);
  const rows = await db()
    .select()
    .from(canvasRevisions)
    .where(eq(canvasRevisions.canvasId, id))
    .orderBy(canvasRevisions.at);
  return rows.map((row) => `${row.action} by ${row.actor}`);
}

describe('publishing', () => {
  it('keeps a saved draft from shoppers and moves no cache tag', async () => {
    const home = page('home');
    const before = await tagChangedAt(home);
    await saveDraft(db(), home, pageDocument('Autumn'), editor(new Date()));
    expect(await tagChangedAt(home)).toBe(before);
    const row = await canvasRow(home);
    expect(row.draft).toMatchObject({ title: 'Autumn' });
    expect(row.published).not.toMatchObject({ title: 'Autumn' });
    expect(row.draftUpdatedBy).toBe('E10002');
  });

  it('publishes the draft, records who did, and moves the canvas tag', async () => {
    const address = page('winter');
    const now = new Date();
    await saveDraft(db(), address, pageDocument('Winter'), editor(now));
    const before = await tagChangedAt(address);

    await publish(db(), address, {}, editor(now));

    expect(await tagChangedAt(address)).toBeGreaterThan(before ?? 0);
    const row = await canvasRow(address);
    expect(row.published).toMatchObject({ title: 'Winter' });
    expect(row.draft).toBeNull();
    expect(row.publishedBy).toBe('E10002');
    expect(row.publishedAt?.getTime()).toBe(now.getTime());
    expect(await actions(address)).toEqual(['draft by E10002', 'publish by E10002']);
  });

  it('refuses an invalid document with the path of the bad field and writes nothing', async () => {
    const broken = {
      ...pageDocument('Broken'),
      sections: [{ name: 'main', items: [{ type: 'hero-banner', id: 'h', title: 'Hi' }] }],
    };
    await expect(saveDraft(db(), page('broken'), broken, editor(new Date()))).rejects.toThrow(
      'en-us page broken: sections[0].items[0].media: Required',
    );
    const rows = await db().select().from(canvases).where(eq(canvases.key, 'broken'));
    expect(rows).toEqual([]);
  });

  it('schedules a version, which the sweep publishes at its time and withdraws at its end', async () => {
    const address = page('spring-sale');
    const now = new Date('2030-03-01T08:00:00Z');
    const publishAt = new Date('2030-03-20T00:00:00Z');
    const unpublishAt = new Date('2030-04-01T00:00:00Z');
    await publish(
      db(),
      address,
      { document: pageDocument('Spring sale'), publishAt, unpublishAt },
      editor(now),
    );
    expect((await canvasRow(address)).published).toBeNull();

    expect(await sweepContentSchedules(db(), new Date('2030-03-19T23:59:00Z'))).toEqual({
      published: 0,
      unpublished: 0,
    });
    expect((await canvasRow(address)).published).toBeNull();

    const before = await tagChangedAt(address);
    await sweepContentSchedules(db(), new Date('2030-03-20T00:00:30Z'));
    const live = await canvasRow(address);
    expect(live.published).toMatchObject({ title: 'Spring sale' });
    expect(live).toMatchObject({ scheduled: null, publishAt: null, publishedBy: 'schedule' });
    expect(live.publishedAt?.toISOString()).toBe(publishAt.toISOString());
    expect(await tagChangedAt(address)).toBeGreaterThan(before ?? 0);

    await sweepContentSchedules(db(), new Date('2030-04-01T00:00:10Z'));
    expect((await canvasRow(address)).published).toBeNull();
    expect(await actions(address)).toEqual([
      'schedule by E10002',
      'publish by schedule',
      'unpublish by schedule',
    ]);
  });

  it('takes down the version before a schedule, not the scheduled one, when it was due first', async () => {
    const address = page('summer');
    const now = new Date('2032-06-01T00:00:00Z');
    await publish(db(), address, { document: pageDocument('Early summer') }, editor(now));
    await publish(
      db(),
      address,
      { document: pageDocument('High summer'), publishAt: new Date('2032-06-15T00:00:00Z') },
      editor(now),
    );
    // As a sweep that was down for days finds it: the withdrawal came due before the schedule.
    await db()
      .update(canvases)
      .set({ unpublishAt: new Date('2032-06-10T00:00:00Z') })
      .where(eq(canvases.key, 'summer'));

    expect(await sweepContentSchedules(db(), new Date('2032-06-20T00:00:00Z'))).toEqual({
      published: 1,
      unpublished: 1,
    });
    expect(await canvasRow(address)).toMatchObject({
      published: { title: 'High summer' },
      unpublishAt: null,
    });
    expect((await actions(address)).slice(-2)).toEqual([
      'unpublish by schedule',
      'publish by schedule',
    ]);
  });

  it('applies a due schedule once when two sweeps run at the same time', async () => {
    const address = page('flash-sale');
    const publishAt = new Date('2031-01-01T00:00:00Z');
    await publish(
      db(),
      address,
      { document: pageDocument('Flash sale'), publishAt },
      editor(new Date('2030-12-01T00:00:00Z')),
    );

    const at = new Date('2031-01-01T00:01:00Z');
    const results = await Promise.all([
      sweepContentSchedules(db(), at),
      sweepContentSchedules(db(), at),
    ]);

    expect(results[0].published + results[1].published).toBe(1);
    expect((await actions(address)).filter((action) => action.startsWith('publish'))).toHaveLength(
      1,
    );
  });

  it('withdraws a published page now or at a time', async () => {
    const address = page('winter');
    const now = new Date();
    const later = new Date(now.getTime() + 3_600_000);
    await unpublish(db(), address, { at: later }, editor(now));
    expect((await canvasRow(address)).unpublishAt?.getTime()).toBe(later.getTime());
    await unpublish(db(), address, {}, editor(now));
    expect(await canvasRow(address)).toMatchObject({ published: null, unpublishAt: null });
    await expect(unpublish(db(), address, {}, editor(now))).rejects.toThrow('is not published');
  });
});
