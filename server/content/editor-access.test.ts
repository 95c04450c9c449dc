import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeEmployees } from '../db/schema';
import { SEED_EDITOR, SEED_EMPLOYEE_ID } from '../db/seed/fixtures';
import { setupSeededApi } from '../testing/seeded-api';
import { checkPublishingEditor } from './editor-access';
import { issuePreviewGrant } from './preview-grant';

const { db } = setupSeededApi(16);

const SECRET = randomBytes(48).toString('base64url');
const now = new Date('2026-06-01T10:00:00.000Z');
const access = { clock: { now: () => now }, secret: () => SECRET };

async function grant(editor: string, { secret = SECRET, seconds = 3600 } = {}) {
  const issued = issuePreviewGrant({ editor, name: 'Eva' }, seconds, secret, now);
  return issued.token;
}

const check = (token: string | undefined) => checkPublishingEditor(db(), token, access);

describe('checkPublishingEditor', () => {
  it('accepts the grant of a staff account with the editor role', async () => {
    expect(await check(await grant(SEED_EDITOR.employeeId))).toEqual({
      ok: true,
      editor: SEED_EDITOR.employeeId,
    });
  });

  it('refuses no grant, a forged or expired one, a preview link and a non-editor', async () => {
    const refusals = [
      [undefined, 'signed-out'],
      ['', 'signed-out'],
      ['not-a-grant', 'signed-out'],
      [
        await grant(SEED_EDITOR.employeeId, { secret: randomBytes(48).toString('base64url') }),
        'signed-out',
      ],
      [
        issuePreviewGrant(
          { editor: SEED_EDITOR.employeeId, name: 'Eva' },
          60,
          SECRET,
          new Date(now.getTime() - 3_600_000),
        ).token,
        'signed-out',
      ],
      [await grant('link:content-command'), 'preview-link'],
      [await grant(SEED_EMPLOYEE_ID), 'not-editor'],
      [await grant('E00000'), 'not-editor'],
    ] as const;
    for (const [token, refusal] of refusals) {
      expect(await check(token)).toEqual({ ok: false, refusal });
    }
  });

  it('refuses a grant issued before the editor role was taken away', async () => {
    const token = await grant(SEED_EDITOR.employeeId);
    await db()
      .update(storeEmployees)
      .set({ roles: ['associate'] })
      .where(eq(storeEmployees.id, SEED_EDITOR.employeeId));
    expect(await check(token)).toEqual({ ok: false, refusal: 'not-editor' });
  });
});
