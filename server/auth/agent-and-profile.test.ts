import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  agentSessionSchema,
  loyaltyTokenResponseSchema,
  profileResponseSchema,
} from '@/lib/contracts/auth';
import { storeEmployees, stores } from '../db/schema';
import {
  MIN_PRODUCT_COUNT,
  SEED_ASSOCIATE_PASSWORD,
  SEED_EMPLOYEE_ID,
  SEED_STORE_IDS,
} from '../db/seed/fixtures';
import { CookieJar, firstError } from '../testing/test-api';
import {
  createAccount,
  freshAddress,
  guestToken,
  medianTimes,
  setupAuthApi,
  signIn,
  slowdown,
} from './testing/auth-test-kit';

const { call, db } = setupAuthApi({ products: MIN_PRODUCT_COUNT });

const agentLogin = (
  body: Record<string, string>,
  jar?: CookieJar,
  headers: Record<string, string> = freshAddress(),
) => call('/consumers-v3/consumer/agent/login', { method: 'POST', body, jar, headers });

const associate = {
  storeId: SEED_STORE_IDS.pickupStore,
  employeeId: SEED_EMPLOYEE_ID,
  password: SEED_ASSOCIATE_PASSWORD,
};

/** The nth associate (by id) of a store other than the usual one, for tests that lock it. */
async function associateElsewhere(n: number) {
  const staff = await db()
    .select()
    .from(storeEmployees)
    .where(ne(storeEmployees.storeId, associate.storeId))
    .orderBy(asc(storeEmployees.id));
  const { storeId, id } = staff[n]!;
  return { storeId, employeeId: id };
}

describe('associate sign-in', () => {
  it('answers the buy-in-store session and sets the agent cookie', async () => {
    const jar = new CookieJar();
    const reply = await agentLogin(associate, jar);
    expect(reply.status).toBe(200);
    const [store] = await db().select().from(stores).where(eq(stores.id, associate.storeId));
    const [employee] = await db()
      .select()
      .from(storeEmployees)
      .where(eq(storeEmployees.id, SEED_EMPLOYEE_ID));
    expect(agentSessionSchema.parse(reply.json)).toEqual({
      storeId: associate.storeId,
      storeName: store!.name,
      storeEmployeeId: SEED_EMPLOYEE_ID,
      storeEmployeeName: employee!.name,
    });
    const cookie = reply.setCookies.find((line) => line.startsWith('stride_agent='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(jar.get('stride_at')).toBeUndefined();
  });

  it('ends with the shopper sign-out that clears the buy-in-store session', async () => {
    const jar = new CookieJar();
    await agentLogin(associate, jar);
    await guestToken(call, jar);
    const reply = await call('/consumers-v3/consumer/auth/signout', {
      method: 'POST',
      body: {},
      jar,
    });
    expect(reply.status).toBe(200);
    expect(jar.get('stride_agent')).toBeUndefined();
    expect(jar.get('stride_at')).toBeUndefined();
  });

  it("ends a copy of the associate's token at once when the till signs out", async () => {
    const jar = new CookieJar();
    await agentLogin(associate, jar);
    const copy = new CookieJar();
    copy.set('stride_agent', jar.get('stride_agent')!);
    await guestToken(call, copy);
    // Price adjustments are for associates only: AUT404 tells the token speaks for none.
    const adjust = () =>
      call(`/cart/v1/cart/${randomUUID()}/price_adjustments`, {
        method: 'POST',
        body: { itemId: null, amount: 5, reason: 'damaged box' },
        jar: copy,
      });
    const associatesOnly = {
      errorId: 'AUT404',
      message: 'Only store associates can adjust prices.',
    };
    expect(firstError((await adjust()).json)).not.toMatchObject(associatesOnly);
    await call('/consumers-v3/consumer/auth/signout', { method: 'POST', body: {}, jar });
    expect(firstError((await adjust()).json)).toMatchObject(associatesOnly);
  });

  it('answers an unknown store, an unknown associate and a wrong password alike', async () => {
    const other = await associateElsewhere(1);
    const attempts = async (body: Record<string, string>) => {
      const from = freshAddress();
      const replies = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const { status, json } = await call('/consumers-v3/consumer/agent/login', {
          method: 'POST',
          body,
          headers: from,
        });
        replies.push({ status, json });
      }
      return replies;
    };
    const wrongPassword = await attempts({ ...other, password: 'x' });
    expect(wrongPassword.map(({ json }) => firstError(json).errorId)).toEqual([
      'AUT401',
      'AUT401',
      'AUT401',
      'AUT426',
      'AUT423',
      'AUT441',
    ]);
    expect(await attempts({ ...associate, storeId: 'XX999' })).toEqual(wrongPassword);
    expect(await attempts({ ...associate, employeeId: 'E99999' })).toEqual(wrongPassword);
  });

  it('takes as long for an unknown store as for a wrong password', async () => {
    const from = freshAddress();
    const other = await associateElsewhere(2);
    const times = await medianTimes(
      5,
      () => agentLogin({ ...other, password: 'Wrong#Guess1' }, undefined, from),
      () => agentLogin({ ...associate, storeId: 'XX998' }, undefined, from),
    );
    expect(slowdown(times)).toBeLessThan(3);
  });

  it('answers AUT401 for an associate of another store', async () => {
    const [other] = await db()
      .select()
      .from(storeEmployees)
      .where(ne(storeEmployees.storeId, associate.storeId))
      .limit(1);
    const reply = await agentLogin({ ...associate, employeeId: other!.id });
    expect(firstError(reply.json).errorId).toBe('AUT401');
  });

  it('locks an associate out after five wrong passwords', async () => {
    const [employee] = await db()
      .select()
      .from(storeEmployees)
      .where(
        and(eq(storeEmployees.storeId, associate.storeId), ne(storeEmployees.id, SEED_EMPLOYEE_ID)),
      )
      .limit(1);
    const target = { ...associate, employeeId: employee!.id };
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push(firstError((await agentLogin({ ...target, password: 'wrong' })).json).errorId);
    }
    expect(codes).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    expect(firstError((await agentLogin(target)).json).errorId).toBe('AUT441');
  });
});

describe('profile and loyalty token', () => {
  it('needs a consumer session', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const reply = await call('/consumers-v3/consumer/profile', { jar });
    expect(reply.status).toBe(401);
    expect(firstError(reply.json).errorId).toBe('AUT404');
  });

  it("gives a member's profile with the loyalty summary when asked", async () => {
    const account = await createAccount(db(), {
      memberId: 'M1234567890',
      isLoyaltyMember: true,
      loyaltyPoints: 420,
      preferences: { interests: 'running|trail' },
    });
    const jar = new CookieJar();
    await signIn(call, account, jar);
    const plain = profileResponseSchema.parse(
      (await call('/consumers-v3/consumer/profile', { jar })).json,
    );
    expect(plain).toMatchObject({
      consumerId: account.id,
      isLoyaltyMember: true,
      consumerDetails: { email: account.email, firstName: 'Alex' },
      preferences: { interests: 'running|trail' },
    });
    expect(plain.loyaltySummary).toBeUndefined();
    const withSummary = profileResponseSchema.parse(
      (await call('/consumers-v3/consumer/profile?includeLoyaltySummary=true', { jar })).json,
    );
    expect(withSummary.loyaltySummary).toEqual({ points: { balance: 420 } });

    const token = await call('/consumers-v3/consumer/loyalty/token', {
      method: 'POST',
      body: { usid: 'usid-1' },
      headers: { 'x-source': 'loyalty-modal' },
      jar,
    });
    expect(loyaltyTokenResponseSchema.parse(token.json)).toEqual({ memberId: 'M1234567890' });
  });

  it('answers REW130 to a loyalty token call from a non-member', async () => {
    const jar = new CookieJar();
    await signIn(call, await createAccount(db()), jar);
    const reply = await call('/consumers-v3/consumer/loyalty/token', {
      method: 'POST',
      body: { usid: 'usid-2' },
      jar,
    });
    expect(reply.status).toBe(403);
    expect(firstError(reply.json).errorId).toBe('REW130');
  });
});
