import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/contracts/auth';
import {
  loyaltyHistoryResponseSchema,
  loyaltyVouchersResponseSchema,
} from '@/lib/contracts/loyalty';
import { setupAuthApi, signIn } from '@/server/auth/testing/auth-test-kit';
import { consumers, orders } from '@/server/db/schema';
import { CookieJar } from '@/server/testing/test-api';
import { DEMO_PROGRAMME_ACCOUNTS, memberOrderPlans } from './demo-programme-accounts';
import { MIN_PRODUCT_COUNT } from './fixtures';
import { seedDatabase } from './run';

const { call, db, clock } = setupAuthApi();
const demoSeed = () =>
  seedDatabase(db(), {
    products: MIN_PRODUCT_COUNT,
    demoShopper: { publicBaseUrl: 'http://127.0.0.1:3100', now: clock.now() },
  });

beforeAll(demoSeed);

type Role = keyof typeof DEMO_PROGRAMME_ACCOUNTS;

/** Signs in with the public password, as the README tells a visitor to. */
async function signedIn(role: Role) {
  const account = DEMO_PROGRAMME_ACCOUNTS[role];
  const [row] = await db()
    .select({ id: consumers.id })
    .from(consumers)
    .where(inArray(consumers.email, [account.email]));
  const jar = new CookieJar();
  expect((await signIn(call, { ...account, id: row!.id }, jar)).status).toBe(200);
  return (path: string) => call(`/consumers-v3/consumer/${path}`, { jar });
}

describe('the demo programme accounts', () => {
  it('gives the member points from their orders, a voucher to use and a history', async () => {
    const get = await signedIn('member');
    const vouchers = loyaltyVouchersResponseSchema.parse((await get('loyalty/vouchers')).json);
    expect(vouchers.points).toBeGreaterThanOrEqual(500);
    expect(vouchers.offeredVoucher).not.toBeNull();
    const history = loyaltyHistoryResponseSchema.parse((await get('loyalty/history')).json);
    expect(history.balance).toBe(vouchers.points);
    expect(history.events.map((event) => [event.reason, event.orderNumber]).sort()).toEqual(
      [
        ['cancellation', 'ST-DEMO-2002'],
        ['order', 'ST-DEMO-2001'],
        ['order', 'ST-DEMO-2002'],
        ['order', 'ST-DEMO-2003'],
      ].sort(),
    );
    expect(history.events.reduce((sum, event) => sum + event.points, 0)).toBe(history.balance);
  });

  it('has an employee who has not accepted the terms, an athlete and an IPA member', async () => {
    const employee = profileResponseSchema.parse(
      (await (await signedIn('employee'))('profile')).json,
    );
    expect(employee).toMatchObject({
      consumerType: 'EMPLOYEE',
      isEmployeeDiscountTCAccepted: false,
    });
    const athlete = profileResponseSchema.parse(
      (await (await signedIn('athlete'))('profile')).json,
    );
    expect(athlete.consumerDetails.athlete).toMatchObject({ annualCredit: 1500, currency: 'USD' });
    const professional = profileResponseSchema.parse(
      (await (await signedIn('professional'))('profile')).json,
    );
    expect(professional.consumerDetails.identities).toEqual([{ type: 'IPA', id: 'IPA-104729' }]);
    expect(professional.consumerDetails.prosumer).toMatchObject({ annualCredit: 1000 });
  });

  it('is replaced by a reseed in demo mode and removed by one outside it', async () => {
    await demoSeed();
    const emails = Object.values(DEMO_PROGRAMME_ACCOUNTS).map((account) => account.email);
    expect(await db().$count(consumers, inArray(consumers.email, emails))).toBe(4);
    await seedDatabase(db(), { products: MIN_PRODUCT_COUNT });
    expect(await db().$count(consumers, inArray(consumers.email, emails))).toBe(0);
    const numbers = memberOrderPlans.map((plan) => plan.orderNumber);
    expect(await db().$count(orders, inArray(orders.orderNumber, numbers))).toBe(0);
  });
});
