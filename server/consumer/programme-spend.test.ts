import { describe, expect, it } from 'vitest';
import { profileResponseSchema } from '@/lib/contracts/auth';
import { createAccount, setupAuthApi, signIn } from '../auth/testing/auth-test-kit';
import { CookieJar, defaultHeaders } from '../testing/test-api';
import { insertOrder } from './testing/consumer-test-kit';

// The test clock stands at 2026-03-01.
const { call, db } = setupAuthApi();

async function profileOf(
  account: Awaited<ReturnType<typeof createAccount>>,
  { locale, query = '' }: { locale?: [string, string]; query?: string } = {},
) {
  const jar = new CookieJar();
  await signIn(call, account, jar);
  const headers = locale ? defaultHeaders(...locale) : undefined;
  const reply = await call(`/consumers-v3/consumer/profile${query}`, { jar, headers });
  return profileResponseSchema.parse(reply.json);
}

describe('the complete profile', () => {
  it("gives an athlete this year's spend against the athlete credit, in the locale's currency", async () => {
    const athlete = await createAccount(db(), { isAthlete: true });
    await insertOrder(db(), {
      consumerId: athlete.id,
      total: 120.5,
      currency: 'USD',
      createdAt: new Date('2026-02-10T10:00:00Z'),
    });
    await insertOrder(db(), {
      consumerId: athlete.id,
      total: 300,
      currency: 'USD',
      createdAt: new Date('2025-11-10T10:00:00Z'),
    });
    const profile = await profileOf(athlete);
    expect(profile.consumerDetails.athlete).toEqual({
      currentSpend: 120.5,
      annualCredit: 1500,
      currency: 'USD',
    });
    expect(profile.consumerDetails.prosumer).toBeNull();
    expect(
      (await profileOf(athlete, { locale: ['en_GB', 'EMEA'] })).consumerDetails.athlete,
    ).toEqual({
      currentSpend: 0,
      annualCredit: 1200,
      currency: 'GBP',
    });
  });

  it('lists the identities and gives an IPA member the professional credit', async () => {
    const professional = await createAccount(db(), {
      identities: [
        { type: 'IPA', id: 'IPA-1' },
        { type: 'WRANX', id: 'W-9' },
      ],
    });
    const profile = await profileOf(professional);
    expect(profile.consumerDetails.identities).toEqual([
      { type: 'IPA', id: 'IPA-1' },
      { type: 'WRANX', id: 'W-9' },
    ]);
    expect(profile.consumerDetails.prosumer).toEqual({
      currentSpend: 0,
      annualCredit: 1000,
      currency: 'USD',
    });
    expect(profile.consumerDetails.athlete).toBeNull();
  });

  it('gives no spend objects to a shopper outside every programme', async () => {
    const profile = await profileOf(await createAccount(db()));
    expect(profile.consumerDetails).toMatchObject({
      athlete: null,
      prosumer: null,
      employee: null,
      identities: [],
    });
    expect(profile.loyaltyOptInDate).toBeNull();
  });

  it("gives a member's opt-in date and, when asked, the points balance", async () => {
    const member = await createAccount(db(), {
      isLoyaltyMember: true,
      memberId: 'M5550001111',
      loyaltyOptInDate: new Date('2025-09-01T08:00:00Z'),
      loyaltyPoints: 730,
    });
    const profile = await profileOf(member, { query: '?includeLoyaltySummary=true' });
    expect(profile.loyaltyOptInDate).toBe('2025-09-01T08:00:00.000Z');
    expect(profile.loyaltySummary).toEqual({ points: { balance: 730 } });
  });
});
