import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { jsonText, reusableQuery } from './reusable-query';
import { baskets } from './schema';

const insertBasket = reusableQuery((db) =>
  db
    .insert(baskets)
    .values({
      ownerType: 'guest',
      ownerId: sql.placeholder('ownerId'),
      currency: 'USD',
      locale: 'en_US',
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
    })
    .returning(),
);
const basketsOf = reusableQuery((db) =>
  db
    .select()
    .from(baskets)
    .where(eq(baskets.ownerId, sql.placeholder('ownerId'))),
);
const setShippingAddress = reusableQuery((db) =>
  db
    .update(baskets)
    .set({ shippingAddress: sql`${sql.placeholder('address')}::jsonb` })
    .where(eq(baskets.ownerId, sql.placeholder('ownerId')))
    .returning(),
);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('a reusable query', () => {
  it('runs in each caller’s transaction with that caller’s values, rows mapped as Drizzle maps them', async () => {
    const now = new Date('2026-11-27T10:00:00.000Z');
    await handle.db.transaction(async (tx) => {
      await insertBasket(tx, { ownerId: 'guest-a', now });
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await insertBasket(tx, { ownerId: 'guest-b', now });
        throw new Error('the shopper’s change fails');
      }),
    ).rejects.toThrow('the shopper’s change fails');

    const [kept] = await basketsOf(handle.db, { ownerId: 'guest-a' });
    expect(kept).toMatchObject({ ownerId: 'guest-a', status: 'open', couponCodes: [] });
    expect(kept!.createdAt).toEqual(now);
    // Rolled back with the transaction it ran in, not committed on a connection of its own.
    expect(await basketsOf(handle.db, { ownerId: 'guest-b' })).toEqual([]);
  });

  it('stores JSON bound as text, and null as SQL null', async () => {
    await insertBasket(handle.db, { ownerId: 'guest-c', now: new Date() });
    const address = { firstName: 'Ada', city: 'London' };
    const [withAddress] = await setShippingAddress(handle.db, {
      ownerId: 'guest-c',
      address: jsonText(address),
    });
    expect(withAddress!.shippingAddress).toEqual(address);
    await setShippingAddress(handle.db, { ownerId: 'guest-c', address: jsonText(null) });
    // JSON null would read back as null too: only SQL tells the two apart.
    const [row] = await handle.db
      .select({ isNull: sql<boolean>`${baskets.shippingAddress} is null` })
      .from(baskets)
      .where(eq(baskets.ownerId, 'guest-c'));
    expect(row?.isNull).toBe(true);
  });
});
