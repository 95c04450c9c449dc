import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/cart';
import { storeEmployees } from '../db/schema';
import { ACCESS_COOKIE, AGENT_COOKIE, REFRESH_COOKIE } from '../auth/cookies';
import {
  SEED_ASSOCIATE_PASSWORD,
  SEED_EMPLOYEE_ID,
  SEED_IDS,
  SEED_SECOND_STORE_ID,
  SEED_STORE_IDS,
} from '../db/seed/fixtures';
import { CookieJar } from '../testing/test-api';
import { setOnlineStock } from './testing/catalog-facts';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  variantOf,
  type Shopper,
} from './testing/cart-test-kit';

const { call, db, clock } = setupCartApi();
const store = SEED_STORE_IDS.pickupStore;

beforeAll(async () => {
  for (const index of [0, 1, 2]) {
    await setOnlineStock(db(), await variantOf(db(), SEED_IDS.regularShoe, index), 1_000);
  }
});

async function signInAssociate(
  shopper: Shopper,
  employeeId: string = SEED_EMPLOYEE_ID,
  storeId: string = store,
) {
  const login = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: { storeId, employeeId, password: SEED_ASSOCIATE_PASSWORD },
    jar: shopper.jar,
  });
  expect(login.status).toBe(200);
}

/** A shopper's bag on the till of the seeded associate, with `qty` units of each shoe size. */
async function tillCart(...quantities: number[]) {
  const shopper = await guestShopper(call);
  await signInAssociate(shopper);
  const client = cartClient(call, shopper);
  const { basketId } = await client.create();
  let cart: Cart | undefined;
  for (const [index, qty] of quantities.entries()) {
    cart = await client.add(basketId, await variantOf(db(), SEED_IDS.regularShoe, index), { qty });
  }
  const path = `/cart/v1/cart/${basketId}/price_adjustments`;
  return {
    shopper,
    client,
    basketId,
    cart: cart!,
    path,
    adjust: (body: Record<string, unknown>) => client.cart(path, 'POST', body),
    refused: (body: Record<string, unknown>) => client.failure(path, 'POST', body),
  };
}

const minor = (major: number) => Math.round(major * 100);

describe('price adjustment amounts', () => {
  it('refuses absurd amounts at the schema, so an adjustment never makes the order free', async () => {
    const till = await tillCart(1);
    const reason = 'Price match';
    for (const amount of [1e15, 0.001, -5, 0]) {
      const refused = await till.refused({ amount, reason });
      expect(refused).toMatchObject({ status: 400, errorId: 'PRC400' });
    }
    const raw = await call(till.path, {
      method: 'POST',
      rawBody: `{"amount":1e400,"reason":"${reason}"}`,
      headers: { 'content-type': 'application/json' },
      jar: till.shopper.jar,
    });
    expect(raw.status).toBe(400);
    expect((await till.client.get(till.basketId)).totals.total).toBe(till.cart.totals.total);
  });

  it('asks for a reason of at most 120 characters', async () => {
    const till = await tillCart(1);
    expect((await till.refused({ amount: 5, reason: '   ' })).status).toBe(400);
    expect((await till.refused({ amount: 5, reason: 'x'.repeat(121) })).status).toBe(400);
  });
});

describe('associate limits', () => {
  it('takes at most 30% of the bag and 100 in all, by default', async () => {
    const till = await tillCart(5);
    const base = till.cart.totals.itemTotal;
    expect(base * 0.3).toBeGreaterThan(100);
    const tooMuch = await till.refused({ amount: 100.01, reason: 'Loyal customer' });
    expect(tooMuch).toMatchObject({ errorId: 'PRC400', field: 'body.amount' });
    expect(tooMuch.message).toContain('100 USD');
    const first = await till.adjust({ amount: 60, reason: 'Loyal customer' });
    expect(first.totals.itemTotal).toBeCloseTo(base - 60, 2);
    // A second adjustment counts with the first: 60 + 40.01 is over 100.
    expect((await till.refused({ amount: 40.01, reason: 'Again' })).errorId).toBe('PRC400');
    const second = await till.adjust({ amount: 40, reason: 'Again' });
    expect(second.totals.itemTotal).toBeCloseTo(base - 100, 2);

    const small = await tillCart(1);
    const price = small.cart.totals.itemTotal;
    const overPercent = Math.floor(price * 30 + 1) / 100;
    const refused = await small.refused({ amount: overPercent, reason: 'Price match' });
    expect(refused.message).toContain('30%');
    await small.adjust({ amount: Math.floor(price * 30) / 100, reason: 'Price match' });
  });

  it('never takes an item below zero, and never adjusts a gift card', async () => {
    const till = await tillCart(1, 1);
    const [first, second] = till.cart.items;
    const refused = await till.refused({
      itemId: first!.id,
      amount: first!.price.amount + 0.01,
      reason: 'Damaged box',
    });
    expect(refused.errorId).toBe('PRC400');
    await till.adjust({ itemId: second!.id, amount: 10, reason: 'Damaged box' });

    const giftCard = await till.client.add(
      till.basketId,
      await variantOf(db(), SEED_IDS.giftCard),
      {
        customAmount: 100,
      },
    );
    const giftLine = giftCard.items.find((item) => ![first!.id, second!.id].includes(item.id));
    expect((await till.refused({ itemId: giftLine!.id, amount: 5, reason: 'Gift' })).errorId).toBe(
      'PRC400',
    );
  });

  it('keeps the percent when lines leave the bag after an adjustment', async () => {
    const till = await tillCart(1, 1);
    const base = till.cart.totals.itemTotal;
    const amount = Math.floor(base * 30) / 100;
    await till.adjust({ amount, reason: 'Bundle price' });
    const left = await till.client.remove(till.basketId, till.cart.items[1]!.id);
    const price = till.cart.items[0]!.price.rowTotal;
    // 30% of what is left, not the whole adjustment taken from the one remaining shoe.
    expect(minor(left.totals.itemTotal)).toBe(minor(price) - Math.floor(minor(price) * 0.3));
    expect(left.totals.total).toBeGreaterThan(0);
  });

  it('applies an associate’s own limits from store_employees', async () => {
    const till = await tillCart(1);
    const price = till.cart.totals.itemTotal;
    const half = Math.floor(price * 50) / 100;
    expect((await till.refused({ amount: half, reason: 'Manager' })).errorId).toBe('PRC400');
    const own = eq(storeEmployees.id, SEED_EMPLOYEE_ID);
    await db()
      .update(storeEmployees)
      .set({ adjustmentMaxPercent: 50, adjustmentMaxAmount: 500 })
      .where(own);
    try {
      expect((await till.adjust({ amount: half, reason: 'Manager' })).totals.itemTotal).toBeCloseTo(
        price - half,
        2,
      );
      await db().update(storeEmployees).set({ adjustmentMaxPercent: 0 }).where(own);
      expect((await till.refused({ amount: 1, reason: 'Any' })).errorId).toBe('PRC400');
    } finally {
      await db()
        .update(storeEmployees)
        .set({ adjustmentMaxPercent: null, adjustmentMaxAmount: null })
        .where(own);
    }
  });
});

describe('adjustment records', () => {
  it('says which associate made each adjustment and when, and who changed it last', async () => {
    const till = await tillCart(1);
    const adjusted = await till.adjust({ amount: 5, reason: 'Price match' });
    expect(adjusted.priceAdjustments).toEqual([
      expect.objectContaining({
        amount: 5,
        reason: 'Price match',
        adjustedBy: { storeId: store, employeeId: SEED_EMPLOYEE_ID },
        adjustedAt: clock.now().toISOString(),
      }),
    ]);

    const [colleague] = await db()
      .select({ id: storeEmployees.id })
      .from(storeEmployees)
      .where(and(eq(storeEmployees.storeId, store), ne(storeEmployees.id, SEED_EMPLOYEE_ID)))
      .limit(1);
    await signInAssociate(till.shopper, colleague!.id);
    clock.advance(60_000);
    const { adjustmentId } = adjusted.priceAdjustments[0]!;
    const changed = await till.client.cart(`${till.path}/${adjustmentId}`, 'PATCH', {
      amount: 4,
      reason: 'Price match, checked',
    });
    expect(changed.priceAdjustments[0]).toMatchObject({
      amount: 4,
      adjustedBy: { storeId: store, employeeId: colleague!.id },
      adjustedAt: clock.now().toISOString(),
    });
  });
});

describe('who may adjust', () => {
  const refusal = { status: 401, errorId: 'AUT404' };

  it('refuses a shopper without the associate’s cookie, even on the till’s own bag', async () => {
    const till = await tillCart(1);
    const adjusted = await till.adjust({ amount: 5, reason: 'Price match' });
    const { adjustmentId } = adjusted.priceAdjustments[0]!;
    const shopperOnly = new CookieJar();
    for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
      const value = till.shopper.jar.get(name);
      if (value) shopperOnly.set(name, value);
    }
    expect(shopperOnly.get(AGENT_COOKIE)).toBeUndefined();
    const shopper = cartClient(call, { jar: shopperOnly });
    const item = `${till.path}/${adjustmentId}`;
    expect(await shopper.failure(till.path, 'POST', { amount: 5, reason: 'Mine' })).toMatchObject(
      refusal,
    );
    expect(await shopper.failure(item, 'PATCH', { amount: 1, reason: 'Mine' })).toMatchObject(
      refusal,
    );
    expect(await shopper.failure(item, 'DELETE')).toMatchObject(refusal);
    expect((await shopper.get(till.basketId)).priceAdjustments).toEqual(adjusted.priceAdjustments);
  });

  it('refuses an associate of another store on a bag the session’s store adjusted', async () => {
    const till = await tillCart(1);
    const adjusted = await till.adjust({ amount: 5, reason: 'Price match' });
    const { adjustmentId } = adjusted.priceAdjustments[0]!;
    const [elsewhere] = await db()
      .select({ id: storeEmployees.id })
      .from(storeEmployees)
      .where(eq(storeEmployees.storeId, SEED_SECOND_STORE_ID))
      .limit(1);
    await signInAssociate(till.shopper, elsewhere!.id, SEED_SECOND_STORE_ID);
    const item = `${till.path}/${adjustmentId}`;
    expect(await till.refused({ amount: 5, reason: 'Mine' })).toMatchObject(refusal);
    expect(await till.client.failure(item, 'PATCH', { amount: 1, reason: 'Mine' })).toMatchObject(
      refusal,
    );
    expect(await till.client.failure(item, 'DELETE')).toMatchObject(refusal);

    await signInAssociate(till.shopper);
    const removed = await till.client.cart(item, 'DELETE');
    expect(removed.priceAdjustments).toEqual([]);
  });
});
