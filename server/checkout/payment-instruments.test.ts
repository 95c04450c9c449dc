import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartSchema } from '@/lib/contracts/cart';
import {
  giftCardBalanceResponseSchema,
  paymentMethodsResponseSchema,
  paymentSessionResponseSchema,
  preparedOrderResponseSchema,
} from '@/lib/contracts/checkout';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  signedInShopper,
  variantOf,
} from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { consumers, giftCards, loyaltyPointEvents, payments, rewardCodes } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { AUTHORISED_CARD, checkoutClient, readyCart, testCard } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();

// Orders here take real stock; every test starts with plenty of the two sizes it buys.
beforeEach(async () => {
  for (const index of [0, 1]) {
    await setOnlineStock(db(), await variantOf(db(), SEED_IDS.regularShoe, index), 100);
  }
});

const PIN = '1234';
const FIFTY_USD = '6006493743448687';
const FIVE_HUNDRED_USD = '6006498893759188';
const EMPTY_USD = '6006490459333982';
const EXPIRED_USD = '6006495530776490';
const FIFTY_CAD = '6006492410147673';

function giftCard(number: string, pin = PIN) {
  return { payment_method_id: 'GIFT_CARD', giftCard: { number, pin } };
}

async function guestCart(qty = 1) {
  const shopper = await guestShopper(call);
  return { shopper, ...(await readyCart(call, db(), shopper, { qty })) };
}

describe('gift cards', () => {
  it('looks up a balance showing only the last four digits', async () => {
    const { checkout } = await guestCart();
    const reply = giftCardBalanceResponseSchema.parse(
      await checkout.ok('/cart/v1/giftcard/balance', 'POST', {
        number: '6006 4937 4344 8687',
        pin: PIN,
      }),
    );
    expect(reply).toMatchObject({ lastFour: '8687', balance: 50, currency: 'USD' });
    expect(reply.maskedNumber).not.toContain('600649');
  });

  it.each([
    ['GFC400', { number: '', pin: PIN }],
    ['GFC700', { number: '6006491299999999', pin: PIN }],
    ['GFC700', { number: FIFTY_USD, pin: '9999' }],
    ['GFC812', { number: EXPIRED_USD, pin: PIN }],
    ['GFC725', { number: FIFTY_CAD, pin: PIN }],
  ])('answers %s on a balance lookup', async (errorId, body) => {
    const { checkout } = await guestCart();
    expect((await checkout.failure('/cart/v1/giftcard/balance', 'POST', body)).errorId).toBe(
      errorId,
    );
  });

  it('pays part of an order with a gift card; the card pays the rest', async () => {
    const { basketId, carts, checkout } = await guestCart();
    const before = await carts.get(basketId);
    const cart = cartSchema.parse(
      await checkout.ok(
        `/cart/v1/cart/${basketId}/paymentInstruments`,
        'POST',
        giftCard(FIFTY_USD),
      ),
    );
    expect(cart.payment_instruments[0]).toMatchObject({
      payment_method_id: 'GIFT_CARD',
      amount: 50,
      display: { lastFour: '8687' },
    });
    expect(cart.totals.remainingToPay).toBeCloseTo(before.totals.total - 50, 2);

    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    const [payment] = await db().select().from(payments).where(eq(payments.basketId, basketId));
    expect(payment!.amountMinor).toBe(Math.round((before.totals.total - 50) * 100));
    const [card] = await db().select().from(giftCards).where(eq(giftCards.number, FIFTY_USD));
    expect(card!.balanceMinor).toBe(0);
    // Put the demo balance back for the next tests.
    await db().update(giftCards).set({ balanceMinor: 5000 }).where(eq(giftCards.number, FIFTY_USD));
  });

  it('places an order a gift card covers entirely without any card payment', async () => {
    const { basketId, checkout } = await guestCart();
    await checkout.ok(
      `/cart/v1/cart/${basketId}/paymentInstruments`,
      'POST',
      giftCard(FIVE_HUNDRED_USD),
    );
    const placed = await checkout.place(basketId, {}, 'GIFT_CARD');
    expect(placed.status).toBe('Created');
    expect(await db().select().from(payments).where(eq(payments.basketId, basketId))).toHaveLength(
      0,
    );
  });

  it('refuses a used-up card, the same card twice, a third card and removes one', async () => {
    const { basketId, checkout } = await guestCart(3);
    const path = `/cart/v1/cart/${basketId}/paymentInstruments`;
    expect((await checkout.failure(path, 'POST', giftCard(EMPTY_USD))).errorId).toBe('GFC740');
    const first = cartSchema.parse(await checkout.ok(path, 'POST', giftCard(FIFTY_USD)));
    expect((await checkout.failure(path, 'POST', giftCard(FIFTY_USD))).errorId).toBe('GFC755');
    await db()
      .insert(giftCards)
      .values({ number: '6006491234569998', pin: PIN, currency: 'USD', balanceMinor: 1000 });
    await db()
      .insert(giftCards)
      .values({ number: '6006491234569999', pin: PIN, currency: 'USD', balanceMinor: 1000 });
    await checkout.ok(path, 'POST', giftCard('6006491234569998'));
    expect((await checkout.failure(path, 'POST', giftCard('6006491234569999'))).errorId).toBe(
      'GFC410',
    );
    const removed = cartSchema.parse(
      await checkout.ok(path, 'DELETE', {
        payment_instrument_id: first.payment_instruments[0]!.payment_instrument_id,
      }),
    );
    expect(removed.payment_instruments.map((i) => i.display.lastFour)).toEqual(['9998']);
    expect(
      (await checkout.failure(path, 'DELETE', { payment_instrument_id: 'nope' })).errorId,
    ).toBe('PYT404');
  });

  it('refuses gift cards for an order of gift cards (GFC725)', async () => {
    const shopper = await guestShopper(call);
    const carts = cartClient(call, shopper);
    const { basketId } = await carts.create();
    await carts.add(basketId, await variantOf(db(), SEED_IDS.giftCard));
    const checkout = checkoutClient(call, shopper);
    const failure = await checkout.failure(
      `/cart/v1/cart/${basketId}/paymentInstruments`,
      'POST',
      giftCard(FIFTY_USD),
    );
    expect(failure.errorId).toBe('GFC725');
  });
});

describe('rewards', () => {
  it('applies a reward code once (PRM150 after the order), refuses expired ones', async () => {
    const { basketId, carts, checkout } = await guestCart();
    const path = `/cart/v1/cart/${basketId}/paymentInstruments`;
    expect(
      (
        await checkout.failure(path, 'POST', {
          payment_method_id: 'REWARD_CODE',
          rewardCode: 'REWARDEXPIRED',
        })
      ).errorId,
    ).toBe('PRM155');
    expect(
      (
        await checkout.failure(path, 'POST', {
          payment_method_id: 'REWARD_CODE',
          rewardCode: 'NOSUCHCODE',
        })
      ).errorId,
    ).toBe('PRM130');
    const before = await carts.get(basketId);
    const cart = cartSchema.parse(
      await checkout.ok(path, 'POST', {
        payment_method_id: 'REWARD_CODE',
        rewardCode: 'reward10usd',
      }),
    );
    expect(cart.totals.remainingToPay).toBeCloseTo(before.totals.total - 10, 2);
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const [reward] = await db()
      .select()
      .from(rewardCodes)
      .where(eq(rewardCodes.code, 'REWARD10USD'));
    expect(reward!.redeemedOrderNumber).toBe(placed.orderNumber);

    const next = await guestCart();
    const again = await next.checkout.failure(
      `/cart/v1/cart/${next.basketId}/paymentInstruments`,
      'POST',
      {
        payment_method_id: 'REWARD_CODE',
        rewardCode: 'REWARD10USD',
      },
    );
    expect(again.errorId).toBe('PRM150');
  });

  it('offers the highest loyalty voucher at or below the balance and spends the points', async () => {
    const shopper = await signedInShopper(call, db(), {
      isLoyaltyMember: true,
      loyaltyOptInDate: new Date('2025-06-01T00:00:00Z'),
      loyaltyPoints: 1500,
    });
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const methods = paymentMethodsResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/paymentMethods`, 'GET'),
    );
    expect(methods.loyalty?.offeredVoucher).toMatchObject({ points: 1000, amountInCurrency: 10 });
    expect(methods.provider).toBe('simulator');

    const rewardPath = `/cart/v1/cart/${basketId}/reward`;
    expect(
      (await checkout.failure(rewardPath, 'PUT', { appliedLoyaltyVoucher: { points: 2000 } }))
        .errorId,
    ).toBe('REW140');
    const cart = cartSchema.parse(
      await checkout.ok(rewardPath, 'PUT', { appliedLoyaltyVoucher: { points: 1000 } }),
    );
    expect(cart.totals.appliedRewards).toBe(10);
    const { orderNumber } = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const [member] = await db()
      .select()
      .from(consumers)
      .where(eq(consumers.id, shopper.consumerId));
    // 1000 spent; the order then earns points of its own (server/loyalty/order-points.ts).
    const [earned] = await db()
      .select()
      .from(loyaltyPointEvents)
      .where(
        and(
          eq(loyaltyPointEvents.orderNumber, orderNumber),
          eq(loyaltyPointEvents.reason, 'order'),
        ),
      );
    expect(member!.loyaltyPoints).toBe(500 + earned!.points);
  });

  it.each([
    ['REW401', null],
    ['REW130', { isLoyaltyMember: false }],
    ['REW135', { isLoyaltyMember: true, loyaltyOptInDate: null }],
  ])('answers %s for loyalty rewards of the wrong shopper', async (errorId, account) => {
    const shopper = account ? await signedInShopper(call, db(), account) : await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const failure = await checkout.failure(`/cart/v1/cart/${basketId}/reward`, 'PUT', {
      appliedLoyaltyVoucher: { points: 500 },
    });
    expect(failure.errorId).toBe(errorId);
  });

  it('allows the athlete payment only to athletes and only when nothing is left to pay', async () => {
    const athlete = await signedInShopper(call, db(), { isAthlete: true });
    const { basketId, checkout } = await readyCart(call, db(), athlete);
    const path = `/cart/v1/cart/${basketId}/paymentInstruments`;
    expect(
      (await checkout.failure(path, 'POST', { payment_method_id: 'ATHLETES_PAYMENT' })).errorId,
    ).toBe('PYT400');
    await checkout.ok(path, 'POST', giftCard(FIVE_HUNDRED_USD));
    const cart = cartSchema.parse(
      await checkout.ok(path, 'POST', { payment_method_id: 'ATHLETES_PAYMENT' }),
    );
    expect(cart.payment_instruments.map((i) => i.payment_method_id)).toEqual([
      'GIFT_CARD',
      'ATHLETES_PAYMENT',
    ]);

    const other = await guestCart();
    const refused = await other.checkout.failure(
      `/cart/v1/cart/${other.basketId}/paymentInstruments`,
      'POST',
      {
        payment_method_id: 'ATHLETES_PAYMENT',
      },
    );
    expect(refused.errorId).toBe('PYT404');
  });
});

describe('payment session, prepare and placement checks', () => {
  it('opens a simulator payment session for the remaining amount in minor units', async () => {
    const { basketId, carts, checkout } = await guestCart();
    const cart = await carts.get(basketId);
    const session = paymentSessionResponseSchema.parse(
      await checkout.ok(`/cart/v1/paymentSession?basketId=${basketId}`, 'GET'),
    );
    expect(session).toMatchObject({
      success: true,
      provider: 'simulator',
      meta: {
        amount: { value: Math.round(cart.totals.remainingToPay * 100), currency: 'USD' },
        countryCode: 'US',
      },
    });
  });

  it('prepares the order and answers TAX310 when the tax shown is out of date', async () => {
    const { basketId, checkout } = await guestCart();
    const prepared = preparedOrderResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/prepareOrder?basketId=${basketId}`, 'POST', {}),
    );
    expect(prepared.tax).toBeGreaterThan(0);
    const same = await checkout.send(`/cart/v1/cart/prepareOrder?basketId=${basketId}`, 'POST', {
      shownTax: prepared.tax,
    });
    expect(same.status).toBe(200);
    const stale = await checkout.failure(
      `/cart/v1/cart/prepareOrder?basketId=${basketId}`,
      'POST',
      {
        shownTax: prepared.tax + 1,
      },
    );
    expect(stale).toMatchObject({ errorId: 'TAX310', data: { tax: prepared.tax } });
  });

  it('answers PYT406 without card fields, PYT400 without a method and AUT403 without reCAPTCHA', async () => {
    const { basketId, checkout } = await guestCart();
    const path = '/cart/v2/checkout/order';
    expect((await checkout.failure(path, 'PUT', checkout.placeBody(basketId, {}))).errorId).toBe(
      'PYT406',
    );
    expect(
      (await checkout.failure(path, 'PUT', checkout.placeBody(basketId, {}, 'GIFT_CARD'))).errorId,
    ).toBe('PYT400');
    const { recaptcha_response: _token, ...withoutCaptcha } = checkout.placeBody(
      basketId,
      testCard(AUTHORISED_CARD),
    );
    expect((await checkout.failure(path, 'PUT', withoutCaptcha)).errorId).toBe('AUT403');
  });

  it('answers BIL400 and PYT405 when addresses are missing at placement', async () => {
    const shopper = await guestShopper(call);
    const carts = cartClient(call, shopper);
    const checkout = checkoutClient(call, shopper);
    const { basketId } = await carts.create();
    await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
    const body = checkout.placeBody(basketId, testCard(AUTHORISED_CARD));
    expect((await checkout.failure('/cart/v2/checkout/order', 'PUT', body)).errorId).toBe('PYT405');
    await checkout.shipTo(basketId);
    expect((await checkout.failure('/cart/v2/checkout/order', 'PUT', body)).errorId).toBe('BIL400');
  });

  it('refuses buy now pay later above its limit with PAY400', async () => {
    const { basketId, carts, checkout } = await guestCart(6);
    await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe, 1), { qty: 6 });
    expect((await carts.get(basketId)).totals.total).toBeGreaterThan(1000);
    const failure = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, {}, 'KLARNA'),
    );
    expect(failure).toMatchObject({ errorId: 'PAY400', status: 402 });
    // Within the limit the provider asks the shopper to confirm on its page first.
    const small = await guestCart(1);
    const pending = await small.checkout.place(small.basketId, {}, 'KLARNA');
    expect(pending.status).toBe('PaymentPending');
    expect(pending.flash[0]!.data.action).toMatchObject({ type: 'redirect', method: 'GET' });
  });

  it('answers ORD430 with the flash when the stock ran out after the cart was filled', async () => {
    const { basketId, variantId, checkout } = await guestCart(2);
    await setOnlineStock(db(), variantId, 1);
    const failure = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
    );
    expect(failure).toMatchObject({ status: 409, errorId: 'ORD430' });
    expect(JSON.stringify(failure.data)).toContain('ProductLineItemInventoryMissing');
  });

  it('saves the card of a signed-in shopper who asks, then pays with it', async () => {
    const shopper = await signedInShopper(call, db());
    const first = await readyCart(call, db(), shopper);
    await first.checkout.place(
      first.basketId,
      testCard('5555341244441115', { storePaymentMethod: true }),
    );
    const second = await readyCart(call, db(), shopper);
    const methods = paymentMethodsResponseSchema.parse(
      await second.checkout.ok(`/cart/v1/cart/${second.basketId}/paymentMethods`, 'GET'),
    );
    expect(methods.savedCards).toEqual([
      expect.objectContaining({ lastFour: '1115', brand: 'mc', main: true }),
    ]);
    const body = checkout(
      second.checkout.placeBody(second.basketId, {}),
      methods.savedCards[0]!.id,
    );
    const reply = await second.checkout.send('/cart/v2/checkout/order', 'PUT', body);
    expect(reply.status).toBe(200);
  });
});

function checkout(body: { paymentMethod: Record<string, unknown> }, savedCardId: string) {
  return { ...body, paymentMethod: { ...body.paymentMethod, id: savedCardId } };
}
