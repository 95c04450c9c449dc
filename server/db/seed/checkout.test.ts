import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { giftCards } from '@/server/db/schema';
import { createTestDatabase } from '@/server/testing/test-database';
import { demoGiftCards, seedCheckoutDemo } from './checkout';

describe('demo gift cards', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('have numbers that do not follow one another', () => {
    const numbers = demoGiftCards
      .map((card) => BigInt(card.number))
      .sort((a, b) => (a < b ? -1 : 1));
    const gaps = numbers.slice(1).map((number, index) => number - numbers[index]!);
    // Knowing one card must not lead to the next: no two lie within a million of each other.
    expect(gaps.every((gap) => gap > 1_000_000n)).toBe(true);
  });

  it('replace the consecutive numbers earlier seeds gave them', async () => {
    const { db } = handle;
    await db
      .insert(giftCards)
      .values({ number: '6006491234560001', pin: '1234', currency: 'USD', balanceMinor: 5000 });
    await seedCheckoutDemo(db);
    const numbers = (await db.select({ number: giftCards.number }).from(giftCards)).map(
      (row) => row.number,
    );
    expect(numbers.sort()).toEqual(demoGiftCards.map((card) => card.number).sort());
  });
});
