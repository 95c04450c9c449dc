import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/contracts/auth';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { CookieJar, defaultHeaders } from '../testing/test-api';
import { createEmployee, insertOrder } from './testing/consumer-test-kit';

// The test clock stands at 2026-03-01.
const { call, db } = setupAuthApi();

async function profileOf(account: Awaited<ReturnType<typeof createAccount>>, locale?: string) {
  const jar = new CookieJar();
  await signIn(call, account, jar);
  const headers = locale ? defaultHeaders(locale) : undefined;
  const reply = await call('/consumers-v3/consumer/profile', { jar, headers });
  return profileResponseSchema.parse(reply.json);
}

describe('employee spend in the profile', () => {
  it("sums this calendar year's orders in the locale's currency", async () => {
    const employee = await createEmployee(db());
    const other = await createEmployee(db());
    const orderOf = (consumerId: string, total: number, currency: 'USD' | 'CAD', at: string) =>
      insertOrder(db(), { consumerId, total, currency, createdAt: new Date(at) });
    await orderOf(employee.id, 100.1, 'USD', '2026-01-01T00:00:00Z');
    await orderOf(employee.id, 49.95, 'USD', '2026-02-20T15:30:00Z');
    await orderOf(employee.id, 500, 'USD', '2025-12-31T23:59:59Z');
    await orderOf(employee.id, 80.25, 'CAD', '2026-02-01T12:00:00Z');
    await orderOf(other.id, 75, 'USD', '2026-02-01T12:00:00Z');

    const inUsd = await profileOf(employee);
    expect(inUsd.consumerDetails.employee).toEqual({
      currentSpend: 150.05,
      annualCap: 2500,
      currency: 'USD',
    });
    const inCad = await profileOf(employee, 'en_CA');
    expect(inCad.consumerDetails.employee).toEqual({
      currentSpend: 80.25,
      annualCap: 3400,
      currency: 'CAD',
    });
  });

  it('is zero for an employee without orders this year', async () => {
    const profile = await profileOf(await createEmployee(db()));
    expect(profile.consumerDetails.employee).toEqual({
      currentSpend: 0,
      annualCap: 2500,
      currency: 'USD',
    });
  });

  it('is null for anyone but an employee', async () => {
    const shopper = await createAccount(db());
    await insertOrder(db(), {
      consumerId: shopper.id,
      total: 20,
      currency: 'USD',
      createdAt: new Date('2026-02-01T12:00:00Z'),
    });
    expect((await profileOf(shopper)).consumerDetails.employee).toBeNull();
  });
});
