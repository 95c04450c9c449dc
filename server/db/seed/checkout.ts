import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { giftCards, rewardCodes } from '@/server/db/schema';

/**
 * Demo gift cards and reward codes (docs/checkout.md lists them). Reseeding restores their
 * balances and frees the codes, so a demo can be run again from the same numbers.
 */
export const DEMO_GIFT_CARD_PIN = '1234';

// Random, fixed numbers: nothing about one card's number gives away another's.
export const demoGiftCards = [
  { number: '6006493743448687', currency: 'USD', balanceMinor: 5_000, expiresAt: null },
  { number: '6006498893759188', currency: 'USD', balanceMinor: 50_000, expiresAt: null },
  { number: '6006490459333982', currency: 'USD', balanceMinor: 0, expiresAt: null },
  {
    number: '6006495530776490',
    currency: 'USD',
    balanceMinor: 2_500,
    expiresAt: new Date('2025-01-01T00:00:00Z'),
  },
  { number: '6006492410147673', currency: 'CAD', balanceMinor: 5_000, expiresAt: null },
  { number: '6006493535821018', currency: 'GBP', balanceMinor: 5_000, expiresAt: null },
  { number: '6006496666059170', currency: 'EUR', balanceMinor: 5_000, expiresAt: null },
] as const;

/** The earlier, consecutive demo numbers: a reseed deletes them from databases seeded before. */
const retiredDemoGiftCards = [
  '6006491234560001',
  '6006491234560002',
  '6006491234560003',
  '6006491234560004',
  '6006491234560010',
  '6006491234560020',
  '6006491234560030',
];

export const demoRewardCodes = [
  { code: 'REWARD10USD', currency: 'USD', amountMinor: 1_000, expiresAt: null },
  { code: 'REWARD10CAD', currency: 'CAD', amountMinor: 1_000, expiresAt: null },
  { code: 'REWARD10GBP', currency: 'GBP', amountMinor: 1_000, expiresAt: null },
  { code: 'REWARD10EUR', currency: 'EUR', amountMinor: 1_000, expiresAt: null },
  {
    code: 'REWARDEXPIRED',
    currency: 'USD',
    amountMinor: 1_000,
    expiresAt: new Date('2025-01-01T00:00:00Z'),
  },
] as const;

export async function seedCheckoutDemo(tx: Database): Promise<void> {
  await tx.delete(giftCards).where(inArray(giftCards.number, retiredDemoGiftCards));
  await tx
    .insert(giftCards)
    .values(demoGiftCards.map((card) => ({ ...card, pin: DEMO_GIFT_CARD_PIN })))
    .onConflictDoUpdate({
      target: giftCards.number,
      set: { balanceMinor: sql`excluded.balance_minor`, expiresAt: sql`excluded.expires_at` },
    });
  await tx
    .insert(rewardCodes)
    .values(demoRewardCodes.map((reward) => ({ ...reward })))
    .onConflictDoUpdate({
      target: rewardCodes.code,
      set: { redeemedOrderNumber: null, expiresAt: sql`excluded.expires_at` },
    });
}
