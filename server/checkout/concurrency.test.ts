import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guestShopper, setupCartApi, variantOf } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { orders, payments } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { AUTHORISED_CARD, readyCart, stockOf, testCard } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();

const SHOPPERS = 50;
const STOCK = 5;

describe('no overselling', () => {
  it(`${SHOPPERS} shoppers checking out the last ${STOCK} units at once make exactly ${STOCK} orders`, async () => {
    const variantId = await variantOf(db(), SEED_IDS.regularApparel);
    const carts = [];
    for (let index = 0; index < SHOPPERS; index += 1) {
      const shopper = await guestShopper(call);
      carts.push(await readyCart(call, db(), shopper, { variantId }));
    }
    await setOnlineStock(db(), variantId, STOCK);

    const replies = await Promise.all(
      carts.map(({ basketId, checkout }) =>
        checkout.send(
          '/cart/v2/checkout/order',
          'PUT',
          checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
        ),
      ),
    );

    const placed = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(placed).toHaveLength(STOCK);
    for (const reply of refused) {
      expect(reply.status).toBe(409);
      const detail = (
        reply.json as { errorDetails: { errorId: string; data?: { flash?: { type: string }[] } }[] }
      ).errorDetails[0]!;
      expect(detail.errorId).toBe('ORD430');
      expect(detail.data?.flash?.[0]?.type).toMatch(/InventoryMissing/);
    }
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 0, reserved: 0 });
    const created = await db().select().from(orders).where(eq(orders.status, 'Created'));
    const basketIds = new Set(carts.map((cart) => cart.basketId));
    expect(created.filter((order) => basketIds.has(order.basketId))).toHaveLength(STOCK);
    const authorised = await db()
      .select()
      .from(payments)
      .where(eq(payments.resultCode, 'Authorised'));
    expect(authorised.filter((payment) => basketIds.has(payment.basketId))).toHaveLength(STOCK);
  }, 120_000);
});
