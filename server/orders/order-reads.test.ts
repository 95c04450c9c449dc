import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trackOrderResponseSchema } from '@/lib/contracts/orders';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { guestShopper, setupCartApi, signedInShopper } from '../cart/testing/cart-test-kit';
import { CHALLENGE_CARD, readyCart, testCard } from '../checkout/testing/checkout-test-kit';
import { orders } from '../db/schema';
import { firstError } from '../testing/test-api';
import { TRACK_ORDER_LOOKUPS_PER_MINUTE } from './order-dependencies';
import { CONSUMER_BASE, orderClient, placeCardOrder } from './testing/order-test-kit';

const { call, db, clock } = setupCartApi();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('purchase history', () => {
  it('lists only the shopper’s placed orders, newest first, paged and filtered', async () => {
    const shopper = await signedInShopper(call, db());
    const client = orderClient(call, shopper);
    const old = await placeCardOrder(call, db(), shopper, { qty: 2 });
    // Placed two months ago (moving the clock that far would end the session).
    await db()
      .update(orders)
      .set({ placedAt: new Date(clock.now().getTime() - 60 * DAY_MS) })
      .where(eq(orders.orderNumber, old.orderNumber));
    const recent = await placeCardOrder(call, db(), shopper);
    // A payment still waiting for its challenge is not an order yet.
    const pending = await readyCart(call, db(), shopper);
    await pending.checkout.place(pending.basketId, testCard(CHALLENGE_CARD));

    const all = await client.history();
    expect(all.total).toBe(2);
    expect(all.orders.map((order) => order.orderNumber)).toEqual([
      recent.orderNumber,
      old.orderNumber,
    ]);
    const oldDetail = await client.detail(old.orderNumber);
    expect(all.orders[1]).toMatchObject({
      status: 'Created',
      itemCount: oldDetail.items.reduce((sum, item) => sum + item.qty, 0),
    });
    expect(all.orders[1]!.thumbnails.length).toBeGreaterThan(0);

    const second = await client.history({ page: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.orders.map((order) => order.orderNumber)).toEqual([old.orderNumber]);

    const lastMonth = await client.history({ period: 'last30Days' });
    expect(lastMonth.orders.map((order) => order.orderNumber)).toEqual([recent.orderNumber]);

    await client.cancel(old.orderNumber);
    const cancelled = await client.history({ status: 'Cancelled' });
    expect(cancelled.orders.map((order) => order.orderNumber)).toEqual([old.orderNumber]);
  });

  it('shows another shopper none of it, and refuses guests', async () => {
    const owner = await signedInShopper(call, db());
    await placeCardOrder(call, db(), owner);
    const other = await signedInShopper(call, db());
    expect((await orderClient(call, other).history()).total).toBe(0);

    const guest = await guestShopper(call);
    const refused = await orderClient(call, guest).failure(
      `${CONSUMER_BASE}/purchasehistory`,
      'POST',
      {},
    );
    expect(refused).toMatchObject({ status: 401, errorId: 'AUT404' });
  });
});

describe('order detail', () => {
  it('shows the owner the order with its timeline and open actions', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    const detail = await orderClient(call, shopper).detail(orderNumber);

    expect(detail.status).toBe('Created');
    expect(detail.timeline.map((entry) => entry.status)).toEqual(['Created']);
    expect(detail.actions).toMatchObject({ cancel: true, return: false, invoice: true });
    expect(detail.tracking).toBeNull();
    expect(detail.returnWindowEndsAt).toBeNull();
    expect(detail.returnableQty[detail.items[0]!.itemId]).toBe(1);
    expect(detail.paymentMethod.at(-1)).toMatchObject({ code: 'CREDIT_CARD' });
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.placedAt).not.toBeNull();
  });

  it('answers ORD409 to another shopper, to a visitor without a session and for an unplaced order', async () => {
    const owner = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), owner);
    const path = `${CONSUMER_BASE}/purchase/${orderNumber}`;

    const other = await signedInShopper(call, db());
    expect(await orderClient(call, other).failure(path, 'GET')).toMatchObject({
      status: 404,
      errorId: 'ORD409',
    });
    const anonymous = await call(path);
    expect(anonymous.status).toBe(404);
    expect(firstError(anonymous.json).errorId).toBe('ORD409');

    const pending = await readyCart(call, db(), owner);
    const waiting = await pending.checkout.place(pending.basketId, testCard(CHALLENGE_CARD));
    expect(
      await orderClient(call, owner).failure(
        `${CONSUMER_BASE}/purchase/${waiting.orderNumber}`,
        'GET',
      ),
    ).toMatchObject({ status: 404, errorId: 'ORD409' });
  });
});

describe('TrackOrder', () => {
  it('finds an order by number and email, and for its signed-in owner by number alone', async () => {
    const owner = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), owner);
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));

    const guest = orderClient(call, await guestShopper(call));
    const byEmail = await guest.track({
      orderNumber: orderNumber.toLowerCase(),
      email: row!.email.toUpperCase(),
    });
    expect(byEmail.status).toBe(200);
    const tracked = trackOrderResponseSchema.parse(byEmail.json);
    expect(tracked.orderNumber).toBe(orderNumber);
    expect(tracked).not.toHaveProperty('paymentMethod');

    const byOwner = await orderClient(call, owner).track({ orderNumber });
    expect(byOwner.status).toBe(200);
  });

  it('answers a wrong email, an unknown number and a number alone from a stranger alike', async () => {
    const owner = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), owner);
    const guest = orderClient(call, await guestShopper(call));

    const replies = [
      await guest.track({ orderNumber, email: 'someone.else@example.com' }),
      await guest.track({ orderNumber: 'ST000000000000', email: 'someone.else@example.com' }),
      await guest.track({ orderNumber }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(404);
      expect(firstError(reply.json).errorId).toBe('OHS4004');
    }
    const bodies = replies.map((reply) => {
      const { errorDetails } = reply.json as { errorDetails: unknown };
      return JSON.stringify(errorDetails);
    });
    expect(new Set(bodies).size).toBe(1);
  });

  it('checks reCAPTCHA for a lookup by email, not for the signed-in owner by number alone', async () => {
    clock.advance(61_000);
    const owner = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), owner);
    const [row] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    const guest = orderClient(call, await guestShopper(call));
    const lookup = { orderNumber, email: row!.email };

    for (const recaptcha_response of [undefined, offlineRecaptchaToken('contactUs')]) {
      const refused = await guest.track({ ...lookup, recaptcha_response });
      expect(refused.status).toBe(403);
      expect(firstError(refused.json).errorId).toBe('AUT403');
    }
    expect((await guest.track(lookup)).status).toBe(200);
    const byOwner = orderClient(call, owner).track({ orderNumber, recaptcha_response: undefined });
    expect((await byOwner).status).toBe(200);
  });

  it('limits lookups per client address', async () => {
    clock.advance(61_000);
    const guest = orderClient(call, await guestShopper(call));
    const lookup = { orderNumber: 'ST000000000000', email: 'a@example.com' };
    for (let attempt = 0; attempt < TRACK_ORDER_LOOKUPS_PER_MINUTE; attempt += 1) {
      expect((await guest.track(lookup)).status).toBe(404);
    }
    const limited = await guest.track(lookup);
    expect(limited.status).toBe(429);
    expect(firstError(limited.json).errorId).toBe('OHS429');
    clock.advance(61_000);
    expect((await guest.track(lookup)).status).toBe(404);
  });
});
