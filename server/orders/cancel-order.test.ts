import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '@/lib/contracts/cart';
import { setupCartApi, signedInShopper } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import {
  AUTHORISED_CARD,
  readyCart,
  stockOf,
  testCard,
} from '../checkout/testing/checkout-test-kit';
import { giftCards, orders, refunds } from '../db/schema';
import { lockOrder, moveOrder } from './order-lifecycle';
import { orderClient, placeCardOrder } from './testing/order-test-kit';

const { call, db, clock, mail } = setupCartApi();

const FIFTY_USD = '6006493743448687';

async function refundsOf(orderNumber: string) {
  return db().select().from(refunds).where(eq(refunds.orderNumber, orderNumber));
}

async function totalOf(orderNumber: string): Promise<number> {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!.totals.total!;
}

describe('CancelOrder', () => {
  it('cancels an unshipped order: stock back, the card refunded what it paid, a mail sent', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber, variantId } = await placeCardOrder(call, db(), shopper, {
      qty: 2,
      stock: 10,
    });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 8 });

    const cancelled = await orderClient(call, shopper).cancel(orderNumber);

    expect(cancelled.status).toBe('Cancelled');
    expect(cancelled.timeline.map((entry) => entry.status)).toEqual(['Created', 'Cancelled']);
    expect(cancelled.actions.cancel).toBe(false);
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({
        target: 'provider',
        status: 'Refunded',
        amount: cancelled.totals.total,
      }),
    ]);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 10 });
    const [refund] = await refundsOf(orderNumber);
    expect(refund).toMatchObject({ reason: 'cancel', amountMinor: await totalOf(orderNumber) });
    const cancelledMail = mail.find(
      (m) => m.kind === 'order-cancelled' && m.text.includes(orderNumber),
    );
    // A signed-in shopper's order is opened in their account, not through the guest lookup.
    expect(cancelledMail?.text).toContain(`/account/orders/${orderNumber}`);
    expect(cancelledMail?.text).not.toContain('/order-status');
  });

  it('gives a gift card its balance back', async () => {
    await db().update(giftCards).set({ balanceMinor: 5000 }).where(eq(giftCards.number, FIFTY_USD));
    const shopper = await signedInShopper(call, db());
    const { basketId, variantId, checkout } = await readyCart(call, db(), shopper);
    await setOnlineStock(db(), variantId, 100);
    const cart = cartSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/paymentInstruments`, 'POST', {
        payment_method_id: 'GIFT_CARD',
        giftCard: { number: FIFTY_USD, pin: '1234' },
      }),
    );
    expect(cart.totals.remainingToPay).toBeGreaterThan(0);
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const [spent] = await db().select().from(giftCards).where(eq(giftCards.number, FIFTY_USD));
    expect(spent!.balanceMinor).toBe(0);

    await orderClient(call, shopper).cancel(placed.orderNumber);

    const [card] = await db().select().from(giftCards).where(eq(giftCards.number, FIFTY_USD));
    expect(card!.balanceMinor).toBe(5000);
    const rows = await refundsOf(placed.orderNumber);
    expect(rows.map((row) => [row.target, row.amountMinor]).sort()).toEqual(
      [
        ['giftCard', 5000],
        ['provider', (await totalOf(placed.orderNumber)) - 5000],
      ].sort(),
    );
  });

  it('refuses a second cancellation without refunding again', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    const client = orderClient(call, shopper);
    await client.cancel(orderNumber);

    expect(await client.failure(client.cancelPath(orderNumber), 'POST', {})).toMatchObject({
      status: 409,
      errorId: 'ORD410',
    });
    expect(await refundsOf(orderNumber)).toHaveLength(1);
  });

  it('lets only one of two simultaneous cancellations through', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber, variantId } = await placeCardOrder(call, db(), shopper, { stock: 10 });
    const client = orderClient(call, shopper);

    const replies = await Promise.all([
      client.send(client.cancelPath(orderNumber), 'POST', {}),
      client.send(client.cancelPath(orderNumber), 'POST', {}),
    ]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(orderNumber)).toHaveLength(1);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 10 });
  });

  it('refuses once the order has shipped', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    await db().transaction(async (tx) => {
      for (const to of ['Processing', 'Shipped'] as const) {
        await moveOrder(tx, (await lockOrder(tx, orderNumber))!, {
          to,
          source: 'oms',
          now: clock.now(),
        });
      }
    });
    const client = orderClient(call, shopper);

    expect(await client.failure(client.cancelPath(orderNumber), 'POST', {})).toMatchObject({
      status: 409,
      errorId: 'ORD410',
    });
    expect((await client.detail(orderNumber)).actions.cancel).toBe(false);
    expect(await refundsOf(orderNumber)).toHaveLength(0);
  });

  it('answers ORD409 to anyone but the owner', async () => {
    const owner = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), owner);
    const other = orderClient(call, await signedInShopper(call, db()));

    expect(await other.failure(other.cancelPath(orderNumber), 'POST', {})).toMatchObject({
      status: 404,
      errorId: 'ORD409',
    });
    const [order] = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, 'Created')));
    expect(order).toBeDefined();
  });
});
