import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderResponseSchema, simulatorChallengeResponseSchema } from '@/lib/contracts/checkout';
import { cartClient, guestShopper, setupCartApi } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { baskets, orders, payments } from '../db/schema';
import { CookieJar } from '../testing/test-api';
import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  readyCart,
  stockOf,
  sweepStalePayments,
  testCard,
} from './testing/checkout-test-kit';

const { call, db, mail, clock } = setupCartApi();

async function paymentsOf(basketId: string) {
  return db().select().from(payments).where(eq(payments.basketId, basketId));
}

describe('placing an order', () => {
  it('places a guest order with an authorised card: stock taken, cart reset, email sent', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, carts, checkout } = await readyCart(call, db(), shopper, {
      qty: 2,
    });
    await setOnlineStock(db(), variantId, 7);
    const cart = await carts.get(basketId);

    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));

    expect(placed.status).toBe('Created');
    expect(placed.orderNumber).toMatch(/^ST[0-9A-Z]{12}$/);
    expect(placed.basketId).not.toBe(basketId);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 0 });
    const [payment] = await paymentsOf(basketId);
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      amountMinor: Math.round(cart.totals.total * 100),
    });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    expect(order!.totals.total).toBe(Math.round(cart.totals.total * 100));
    const [basket] = await db().select().from(baskets).where(eq(baskets.id, basketId));
    expect(basket!.status).toBe('ordered');
    expect(mail.find((message) => message.kind === 'order-confirmation')?.text).toContain(
      placed.orderNumber,
    );
    // The new cart is open and empty.
    expect((await carts.get(placed.basketId)).items).toHaveLength(0);
  });

  it('shows the order to its owner and to the st link, and to nobody else', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));

    const own = await checkout.ok(`/cart/v2/checkout/order/${placed.orderNumber}`, 'GET');
    const order = orderResponseSchema.parse(own);
    expect(order.items).toHaveLength(1);
    expect(order.paymentMethod.at(-1)).toMatchObject({
      code: 'CREDIT_CARD',
      additionalData: { lastFour: '1111' },
    });
    expect(order.shipments[0]).toMatchObject({
      shipmentId: 'me',
      address: { city: 'New York', phone: '+12127363100' },
    });

    const stranger = await guestShopper(call);
    const other = await call(`/cart/v2/checkout/order/${placed.orderNumber}`, {
      jar: stranger.jar,
    });
    expect(other.status).toBe(404);
    expect((other.json as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'ORD409',
    );
    const wrongToken = await call(`/cart/v2/checkout/order/${placed.orderNumber}?st=guess`, {
      jar: stranger.jar,
    });
    expect(wrongToken.status).toBe(404);
    const withLink = await call(`/cart/v2/checkout/order/${placed.orderNumber}?st=${placed.st}`, {
      jar: new CookieJar(),
    });
    expect(withLink.status).toBe(200);
  });

  it('answers a double-clicked placement with one order and one authorisation', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const body = checkout.placeBody(basketId, testCard(AUTHORISED_CARD));
    const replies = await Promise.all([
      checkout.send('/cart/v2/checkout/order', 'PUT', body),
      checkout.send('/cart/v2/checkout/order', 'PUT', body),
      checkout.send('/cart/v2/checkout/order', 'PUT', body),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
    const numbers = new Set(
      replies.map((reply) => (reply.json as { orderNumber: string }).orderNumber),
    );
    expect(numbers.size).toBe(1);
    expect(await db().select().from(orders).where(eq(orders.basketId, basketId))).toHaveLength(1);
    expect(await paymentsOf(basketId)).toHaveLength(1);
    // A retry after the order exists answers the same order again.
    const retry = await checkout.send('/cart/v2/checkout/order', 'PUT', body);
    expect((retry.json as { orderNumber: string }).orderNumber).toBe([...numbers][0]);
  });

  it('ignores prices sent by the client and charges the server total', async () => {
    const shopper = await guestShopper(call);
    const { basketId, carts, checkout } = await readyCart(call, db(), shopper);
    const cart = await carts.get(basketId);
    const tampered = {
      ...checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      totals: { total: 0.01 },
      amount: 0.01,
      items: [{ price: 0.01 }],
    };
    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', tampered);
    expect(reply.status).toBe(200);
    const [payment] = await paymentsOf(basketId);
    expect(payment!.amountMinor).toBe(Math.round(cart.totals.total * 100));
    expect(payment!.amountMinor).toBeGreaterThan(1000);
  });

  it('refuses a declined card with PAY400 and keeps the cart and its stock', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, carts, checkout } = await readyCart(call, db(), shopper);
    await setOnlineStock(db(), variantId, 3);
    const refused = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard(AUTHORISED_CARD, { holderName: 'DECLINED' })),
    );
    expect(refused).toMatchObject({
      status: 402,
      errorId: 'PAY400',
      data: { refusalReason: 'Refused' },
    });
    expect(await db().select().from(orders).where(eq(orders.basketId, basketId))).toHaveLength(0);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
    expect((await carts.get(basketId)).items).toHaveLength(1);
    // The shopper tries another card: a new authorisation, and the order goes through.
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    expect(await paymentsOf(basketId)).toHaveLength(2);
  });

  it('answers PYT402 when the risk check refuses the payment as fraud', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const fraud = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard(AUTHORISED_CARD, { holderName: 'FRAUD' })),
    );
    expect(fraud).toMatchObject({ status: 402, errorId: 'PYT402' });
  });

  it('answers FE309 for an expired card', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const expired = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard(AUTHORISED_CARD, { encryptedExpiryYear: 'test_2025' })),
    );
    expect(expired.errorId).toBe('FE309');
  });

  it('holds stock through a passed 3-D Secure challenge, then completes the order', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, checkout } = await readyCart(call, db(), shopper);
    await setOnlineStock(db(), variantId, 4);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    expect(pending.status).toBe('PaymentPending');
    const action = pending.flash[0]!.data.action;
    expect(pending.flash[0]!.type).toBe('PaymentNotAuthorized');
    expect(action).toMatchObject({ type: 'threeDS2', subtype: 'challenge', provider: 'simulator' });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 4, reserved: 1 });

    const challenge = simulatorChallengeResponseSchema.parse(
      await checkout.ok('/cart/v1/paymentSession/simulator/challenge', 'POST', {
        token: action.token,
        password: 'password',
      }),
    );
    const done = await checkout.ok(
      `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`,
      'PATCH',
      {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { threeDS2Result: challenge.threeDS2Result },
        },
      },
    );
    expect(done).toMatchObject({ orderNumber: pending.orderNumber, status: 'Created' });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
  });

  it('after a failed challenge releases the stock and gives a new cart with the same items', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, checkout } = await readyCart(call, db(), shopper, { qty: 2 });
    await setOnlineStock(db(), variantId, 4);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    const action = pending.flash[0]!.data.action;
    const challenge = simulatorChallengeResponseSchema.parse(
      await checkout.ok('/cart/v1/paymentSession/simulator/challenge', 'POST', {
        token: action.token,
        password: 'wrong',
      }),
    );
    const failed = await checkout.failure(
      `/cart/v2/checkout/order/${pending.orderNumber}`,
      'PATCH',
      {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { threeDS2Result: challenge.threeDS2Result },
        },
      },
    );
    expect(failed).toMatchObject({ errorId: 'PAY400' });
    const newBasketId = String(failed.data!.basketId);
    expect(newBasketId).not.toBe(basketId);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 4, reserved: 0 });
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, pending.orderNumber));
    expect(order!.status).toBe('Cancelled');
    const renewed = await cartClient(call, shopper).get(newBasketId);
    // The shopper's own lines come back; promotions add their free gifts again by themselves.
    const own = renewed.items.filter((item) => !item.bonus);
    expect(own.map((item) => [item.productId, item.qty])).toEqual([[variantId, 2]]);
    expect(renewed.shippingAddress).toMatchObject({ city: 'New York' });
  });

  it('refuses a forged challenge result', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    const empty = await checkout.failure(
      `/cart/v2/checkout/order/${pending.orderNumber}`,
      'PATCH',
      {
        paymentMethod: { code: 'CREDIT_CARD', additionalData: {} },
      },
    );
    expect(empty.errorId).toBe('PYT406');
    const failed = await checkout.failure(
      `/cart/v2/checkout/order/${pending.orderNumber}`,
      'PATCH',
      {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { threeDS2Result: 'simresult.eyJ0cmFuc1N0YXR1cyI6IlkifQ.x' },
        },
      },
    );
    expect(failed.errorId).toBe('PAY400');
  });

  it('gives the stock of a challenge nobody answered back after 30 minutes', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, checkout } = await readyCart(call, db(), shopper);
    await setOnlineStock(db(), variantId, 2);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    expect(await stockOf(db(), variantId)).toMatchObject({ reserved: 1 });
    clock.advance(31 * 60 * 1000);
    await sweepStalePayments(db(), clock.now());
    const other = await guestShopper(call);
    const next = await readyCart(call, db(), other);
    await next.checkout.place(next.basketId, testCard(AUTHORISED_CARD));
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, pending.orderNumber));
    expect(order!.status).toBe('Cancelled');
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 1, reserved: 0 });
  });
});
