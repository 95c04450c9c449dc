import { describe, expect, it } from 'vitest';
import { liveVersion, shownVersion, type CanvasRow } from './canvases';

const at = (hour: number) => new Date(Date.UTC(2026, 5, 1, hour));
const row = (fields: Partial<CanvasRow>): CanvasRow => ({
  id: 'id',
  siteId: 'en-us',
  type: 'page',
  key: 'sale',
  published: { v: 'published' },
  draft: null,
  scheduled: null,
  publishAt: null,
  unpublishAt: null,
  publishedAt: at(0),
  publishedBy: 'test',
  draftUpdatedBy: null,
  updatedAt: at(0),
  ...fields,
});
const shown = (canvas: CanvasRow, hour: number) => liveVersion(canvas, at(hour))?.content.v ?? null;

describe('what a canvas shows at a time', () => {
  it('goes live at publishAt and comes down at unpublishAt, the later moment winning', () => {
    const goesLiveFirst = row({
      scheduled: { v: 'scheduled' },
      publishAt: at(2),
      unpublishAt: at(4),
    });
    expect([1, 2, 4].map((hour) => shown(goesLiveFirst, hour))).toEqual([
      'published',
      'scheduled',
      null,
    ]);
    const comesBack = row({ scheduled: { v: 'scheduled' }, publishAt: at(4), unpublishAt: at(2) });
    expect([1, 2, 4].map((hour) => shown(comesBack, hour))).toEqual([
      'published',
      null,
      'scheduled',
    ]);
  });

  it('shows nothing when nothing is published, and a publish time without a version changes nothing', () => {
    expect(shown(row({ published: null }), 1)).toBeNull();
    expect(shown(row({ publishAt: at(1) }), 2)).toBe('published');
  });

  it('previews the draft, or the time asked for without drafts', () => {
    const canvas = row({ draft: { v: 'draft' }, scheduled: { v: 'scheduled' }, publishAt: at(2) });
    expect(shownVersion(canvas, { mode: 'preview', now: at(1) })?.content.v).toBe('draft');
    expect(shownVersion(canvas, { mode: 'preview', now: at(1), at: at(3) })?.content.v).toBe(
      'scheduled',
    );
    expect(shownVersion(canvas, { mode: 'publish', now: at(1) })?.content.v).toBe('published');
    expect(shownVersion(row({}), { mode: 'preview', now: at(1) })?.publishedAt).toEqual(at(0));
  });
});
