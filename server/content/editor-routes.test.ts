import { describe, expect, it } from 'vitest';
import { editorSessionSchema } from '@/lib/contracts/editor-session';
import { saveAssociate } from '../auth/staff-accounts';
import { setupAuthApi, freshAddress } from '../auth/testing/auth-test-kit';
import {
  MIN_PRODUCT_COUNT,
  SEED_ASSOCIATE_PASSWORD,
  SEED_EDITOR,
  SEED_EMPLOYEE_ID,
  SEED_STORE_IDS,
} from '../db/seed/fixtures';
import { CookieJar, firstError } from '../testing/test-api';
import { EDITOR_PREVIEW_SECONDS } from './preview-grant';

const { call, clock, db } = setupAuthApi({ products: MIN_PRODUCT_COUNT });
const SESSION = '/content/v1/editor/session';

const signIn = (
  body: Record<string, string>,
  jar?: CookieJar,
  headers: Record<string, string> = freshAddress(),
) => call(SESSION, { method: 'POST', body, jar, headers });

const editor = { employeeId: SEED_EDITOR.employeeId, password: SEED_ASSOCIATE_PASSWORD };

describe('editor session', () => {
  it('signs the seeded editor in with a preview grant in an httpOnly cookie', async () => {
    const jar = new CookieJar();
    const reply = await signIn(editor, jar);
    expect(reply.status).toBe(200);
    const session = editorSessionSchema.parse(reply.json);
    expect(session).toMatchObject({ editor: SEED_EDITOR.employeeId, name: SEED_EDITOR.name });
    expect(Date.parse(session.expiresAt) - clock.now().getTime()).toBe(
      EDITOR_PREVIEW_SECONDS * 1000,
    );
    const cookie = reply.setCookies.find((line) => line.startsWith('stride_editor='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(new RegExp(`Max-Age=${EDITOR_PREVIEW_SECONDS}`));

    const current = await call(SESSION, { jar });
    expect(current.status).toBe(200);
    expect(editorSessionSchema.parse(current.json)).toEqual(session);
  });

  it('signs out, after which the session is refused', async () => {
    const jar = new CookieJar();
    await signIn(editor, jar);
    const out = await call(SESSION, { method: 'DELETE', jar });
    expect(out.json).toEqual({ success: true });
    expect(jar.get('stride_editor')).toBeUndefined();
    const refused = await call(SESSION, { jar });
    expect(refused.status).toBe(401);
    expect(firstError(refused.json).errorId).toBe('AUT432');
  });

  it('refuses a forged or expired grant', async () => {
    const forged = new CookieJar();
    forged.set('stride_editor', 'not-a-grant');
    expect(firstError((await call(SESSION, { jar: forged })).json).errorId).toBe('AUT432');

    const jar = new CookieJar();
    await signIn(editor, jar);
    clock.advance(EDITOR_PREVIEW_SECONDS * 1000);
    expect(firstError((await call(SESSION, { jar })).json).errorId).toBe('AUT432');
  });

  it('answers an associate without the editor role exactly like a wrong password', async () => {
    const attempts = async (body: Record<string, string>) => {
      const from = freshAddress();
      const replies = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const { status, json, setCookies } = await signIn(body, undefined, from);
        replies.push({ status, json, cookies: setCookies.length });
      }
      return replies;
    };
    const wrongPassword = await attempts({ ...editor, password: 'Wrong#Guess1' });
    expect(wrongPassword.map(({ json }) => firstError(json).errorId)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
      'AUT441',
    ]);
    expect(wrongPassword.every(({ cookies }) => cookies === 0)).toBe(true);
    const associate = await attempts({
      employeeId: SEED_EMPLOYEE_ID,
      password: SEED_ASSOCIATE_PASSWORD,
    });
    expect(associate).toEqual(wrongPassword);
    expect(await attempts({ employeeId: 'E99999', password: 'Any#Password1' })).toEqual(
      wrongPassword,
    );
  });

  it('keeps the editor out of the till and out of the till’s list of associates', async () => {
    const till = await call('/consumers-v3/consumer/agent/login', {
      method: 'POST',
      body: { storeId: SEED_STORE_IDS.pickupStore, ...editor },
      headers: freshAddress(),
    });
    expect(firstError(till.json).errorId).toBe('AUT401');
    const staff = await call(
      `/consumers-v3/utilities/stores/${SEED_STORE_IDS.pickupStore}/employees`,
    );
    expect(JSON.stringify(staff.json)).not.toContain(SEED_EDITOR.employeeId);
  });

  it('rejects a malformed body with a field error, not a 500', async () => {
    const reply = await signIn({ employeeId: 'not an id!', password: '' });
    expect(reply.status).toBe(400);
    expect(firstError(reply.json).field).toMatch(/employeeId|password/);
  });

  it('takes editors made with staff:create --role editor, and no longer once they are associates', async () => {
    const account = {
      storeId: SEED_STORE_IDS.pickupStore,
      employeeId: 'E20009',
      name: 'Ed Itor',
      email: 'ed.itor@stride.example',
      password: 'Analytical#Engine1843',
      role: 'editor' as const,
    };
    expect(await saveAssociate(db(), account)).toEqual({ created: true });
    const signInWith = async (password: string) => {
      const reply = await signIn({ employeeId: account.employeeId, password });
      return reply.status === 200 ? 'signed in' : firstError(reply.json).errorId;
    };
    expect(await signInWith(account.password)).toBe('signed in');
    // Without --role an account keeps its roles; with one, the role replaces them.
    await saveAssociate(db(), { ...account, role: undefined, password: 'Second#Password1' });
    expect(await signInWith('Second#Password1')).toBe('signed in');
    await saveAssociate(db(), { ...account, role: 'associate', password: 'Third#Password1' });
    expect(await signInWith('Third#Password1')).toBe('AUT401');
  });
});
