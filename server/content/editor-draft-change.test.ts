import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { canvases } from '../db/schema';
import { SEED_EDITOR, SEED_EMPLOYEE_ID } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';
import { changeDraftAsEditor } from './editor-draft-change';
import { issuePreviewGrant } from './preview-grant';

const { db } = setupSeededApi(16);

const SECRET = randomBytes(48).toString('base64url');
const now = new Date('2026-06-01T10:00:00.000Z');
const access = { clock: { now: () => now }, secret: () => SECRET };
const home = { siteId: 'fr-fr', type: 'page', key: 'home' };

const grant = async (editor: string) =>
  issuePreviewGrant({ editor, name: 'Eva' }, 3600, SECRET, now).token;

async function homeRow() {
  const [row] = await db()
    .select()
    .from(canvases)
    .where(and(eq(canvases.siteId, 'fr-fr'), eq(canvases.type, 'page'), eq(canvases.key, 'home')));
  return row!;
}

describe('changeDraftAsEditor', () => {
  it('refuses without an editor grant, with a preview link or without the role, changing nothing', async () => {
    const before = await homeRow();
    const attempts = [
      [undefined, 'signed-out'],
      [await grant('link:content-command'), 'preview-link'],
      [await grant(SEED_EMPLOYEE_ID), 'not-editor'],
    ] as const;
    for (const [token, reason] of attempts) {
      for (const change of ['publish', 'discard'] as const) {
        expect(await changeDraftAsEditor(db(), token, home, change, access)).toEqual({
          kind: 'refused',
          reason,
        });
      }
    }
    expect(await homeRow()).toEqual(before);
  });

  it('refuses a canvas that cannot exist or has no draft', async () => {
    const token = await grant(SEED_EDITOR.employeeId);
    const bad = { siteId: 'fr-fr', type: 'page', key: '../home' };
    expect(await changeDraftAsEditor(db(), token, bad, 'publish', access)).toEqual({
      kind: 'refused',
      reason: 'failed',
    });
    const none = { siteId: 'fr-fr', type: 'page', key: 'nothing-here' };
    expect(await changeDraftAsEditor(db(), token, none, 'discard', access)).toEqual({
      kind: 'refused',
      reason: 'failed',
    });
  });

  it("publishes the editor's draft, then discards the next one", async () => {
    const token = await grant(SEED_EDITOR.employeeId);
    const { draft } = await homeRow();
    expect(await changeDraftAsEditor(db(), token, home, 'publish', access)).toEqual({
      kind: 'published',
      type: 'page',
      key: 'home',
    });
    expect(await homeRow()).toMatchObject({
      published: draft,
      draft: null,
      publishedBy: SEED_EDITOR.employeeId,
    });

    await db()
      .update(canvases)
      .set({ draft: { ...draft, title: 'Another draft' } })
      .where(eq(canvases.id, (await homeRow()).id));
    expect(await changeDraftAsEditor(db(), token, home, 'discard', access)).toEqual({
      kind: 'discarded',
      type: 'page',
      key: 'home',
    });
    expect(await homeRow()).toMatchObject({ published: draft, draft });
  });
});
