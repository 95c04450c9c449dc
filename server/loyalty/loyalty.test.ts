import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  loyaltyHistoryResponseSchema,
  loyaltyVouchersResponseSchema,
  welcomePromotionResponseSchema,
} from '@/lib/contracts/loyalty';
import { setupAuthApi } from '../auth/testing/auth-test-kit';
import {
  cartClient,
  guestShopper,
  localeHeaders,
  shopperCalls,
  signedInShopper,
  variantOf,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { AUTHORISED_CARD, readyCart, testCard } from '../checkout/testing/checkout-test-kit';
import { resetEnvForTests, type Env } from '../config/env';
import { consumers, orderItems, orderReturns, orders, promotions } from '../db/schema';
import { MIN_PRODUCT_COUNT, SEED_IDS } from '../db/seed/fixtures';
import { SEED_PROMOTION_IDS } from '../db/seed/promotions';
import { orderClient, placeCardOrder } from '../orders/testing/order-test-kit';
import { welcomeCouponOf } from './welcome-promotion';

const OMS_API_KEY = 'oms-test-key-that-is-long-enough';
const { call, db } = setupAuthApi({ products: MIN_PRODUCT_COUNT, omsApiKey: OMS_API_KEY });

const LOYALTY = '/consumers-v3/consumer/loyalty';
const POINTS_PER_UNIT = 5; // LOYALTY_POINTS_PER_UNIT's default

const member = (points = 0) =>
  signedInShopper(call, db(), {
    isLoyaltyMember: true,
    memberId: `M${Math.floor(Math.random() * 1e10)}`,
    loyaltyOptInDate: new Date('2025-06-01T00:00:00Z'),
    loyaltyPoints: points,
  });

async function balanceOf(consumerId: string) {
  const [row] = await db().select().from(consumers).where(eq(consumers.id, consumerId));
  return row!.loyaltyPoints;
}

async function history(shopper: Shopper, page = 1) {
  return loyaltyHistoryResponseSchema.parse(
    await shopperCalls(call, shopper).ok(`${LOYALTY}/history?page=${page}`, 'GET'),
  );
}

/** What the order was paid in money (minor units), from the order row. */
async function paidMinor(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!.totals.total! - order!.totals.appliedRewards!;
}

const earnedFor = (minor: number) => Math.floor((minor * POINTS_PER_UNIT) / 100);

function oms(orderNumber: string, body: unknown) {
  return call(`/oms/v1/orders/${orderNumber}/events`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${OMS_API_KEY}` },
  });
}

describe('loyalty vouchers', () => {
  it('lists the ladder against the balance and offers the highest voucher at or below it', async () => {
    const shopper = await member(2400);
    const reply = loyaltyVouchersResponseSchema.parse(
      await shopperCalls(call, shopper).ok(`${LOYALTY}/vouchers`, 'GET'),
    );
    expect(reply.points).toBe(2400);
    expect(reply.currency).toBe('USD');
    expect(reply.vouchers.map((v) => [v.points, v.available])).toEqual([
      [500, true],
      [1000, true],
      [2000, true],
      [5000, false],
    ]);
    expect(reply.offeredVoucher).toMatchObject({ points: 2000, amountInCurrency: 20 });
  });

  it('offers no voucher below the first step', async () => {
    const reply = loyaltyVouchersResponseSchema.parse(
      await shopperCalls(call, await member(499)).ok(`${LOYALTY}/vouchers`, 'GET'),
    );
    expect(reply.offeredVoucher).toBeNull();
  });

  it.each(['vouchers', 'promo/welcome', 'history'])(
    'answers %s with REW130 to a non-member and AUT404 to a guest',
    async (path) => {
      const outsider = await signedInShopper(call, db());
      expect(
        (await shopperCalls(call, outsider).failure(`${LOYALTY}/${path}`, 'GET')).errorId,
      ).toBe('REW130');
      const guest = await guestShopper(call);
      expect((await shopperCalls(call, guest).failure(`${LOYALTY}/${path}`, 'GET')).errorId).toBe(
        'AUT404',
      );
    },
  );
});

describe('the welcome promotion', () => {
  afterEach(() => {
    delete process.env.LOYALTY_WELCOME_COUPON;
    resetEnvForTests();
  });

  const welcome = async (shopper: Shopper) =>
    welcomePromotionResponseSchema.parse(
      await shopperCalls(call, shopper).ok(`${LOYALTY}/promo/welcome`, 'GET'),
    ).welcomePromotion;

  it('offers the configured coupon with its promotion’s name', async () => {
    process.env.LOYALTY_WELCOME_COUPON = 'save20';
    resetEnvForTests();
    expect(await welcome(await member())).toMatchObject({ couponCode: 'SAVE20', name: 'Save 20' });
  });

  it('offers nothing when the coupon can no longer be used', async () => {
    process.env.LOYALTY_WELCOME_COUPON = 'EXPIRED5';
    resetEnvForTests();
    expect(await welcome(await member())).toBeNull();
  });

  it('offers the demo’s WELCOME10 only in demo mode when none is configured', () => {
    expect(welcomeCouponOf({ DEMO_MODE: true } as Env)).toBe('WELCOME10');
    expect(welcomeCouponOf({ DEMO_MODE: false } as Env)).toBeUndefined();
    expect(welcomeCouponOf({ DEMO_MODE: false, LOYALTY_WELCOME_COUPON: 'HELLO' } as Env)).toBe(
      'HELLO',
    );
  });
});

describe('points on orders', () => {
  it('earns a member points for what the order cost and lists them in the history', async () => {
    const shopper = await member(100);
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    const earned = earnedFor(await paidMinor(orderNumber));
    expect(earned).toBeGreaterThan(0);
    expect(await balanceOf(shopper.consumerId)).toBe(100 + earned);
    const { balance, events } = await history(shopper);
    expect(balance).toBe(100 + earned);
    expect(events).toMatchObject([{ points: earned, reason: 'order', orderNumber }]);
  });

  it('earns nothing for a shopper outside the programme', async () => {
    const shopper = await signedInShopper(call, db());
    await placeCardOrder(call, db(), shopper);
    expect(await balanceOf(shopper.consumerId)).toBe(0);
  });

  it('takes the points back when the order is cancelled, and gives back points it spent', async () => {
    const shopper = await member(1500);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    await checkout.ok(`/cart/v1/cart/${basketId}/reward`, 'PUT', {
      appliedLoyaltyVoucher: { points: 1000 },
    });
    const { orderNumber } = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const earned = earnedFor(await paidMinor(orderNumber));
    expect(await balanceOf(shopper.consumerId)).toBe(500 + earned);

    await orderClient(call, shopper).cancel(orderNumber);
    expect(await balanceOf(shopper.consumerId)).toBe(1500);
    const { events } = await history(shopper);
    expect(events.map((event) => [event.reason, event.points]).sort()).toEqual(
      [
        ['cancellation', -earned],
        ['order', earned],
        ['redemption', -1000],
        ['redemption-refund', 1000],
      ].sort(),
    );
  });

  it('never takes back more than the member still has', async () => {
    const shopper = await member(0);
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    // Spent elsewhere since: only what is left can be taken back.
    await db()
      .update(consumers)
      .set({ loyaltyPoints: 3 })
      .where(eq(consumers.id, shopper.consumerId));
    await orderClient(call, shopper).cancel(orderNumber);
    expect(await balanceOf(shopper.consumerId)).toBe(0);
    const { events } = await history(shopper);
    expect(events.find((event) => event.reason === 'cancellation')?.points).toBe(-3);
  });

  it('takes back the refunded share of a return, once', async () => {
    const shopper = await member(0);
    const { orderNumber } = await placeCardOrder(call, db(), shopper, { qty: 2 });
    const paid = await paidMinor(orderNumber);
    const earned = earnedFor(paid);
    for (const event of [
      { type: 'processing' },
      { type: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' },
      { type: 'delivered' },
    ]) {
      expect((await oms(orderNumber, event)).status).toBe(200);
    }
    const [item] = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderNumber, orderNumber));
    const half = Math.floor(paid / 2);
    await db()
      .insert(orderReturns)
      .values({
        id: `R-${orderNumber}`,
        orderNumber,
        items: [{ itemId: item!.id, qty: 1, reason: 'tooSmall' }],
        amountMinor: half,
        status: 'LabelIssued',
      });
    await oms(orderNumber, { type: 'returned', returnId: `R-${orderNumber}` });
    expect(
      (await oms(orderNumber, { type: 'refunded', returnId: `R-${orderNumber}` })).status,
    ).toBe(200);
    await oms(orderNumber, { type: 'refunded', returnId: `R-${orderNumber}` });

    const takenBack = Math.round((earned * half) / paid);
    expect(takenBack).toBeGreaterThan(0);
    expect(await balanceOf(shopper.consumerId)).toBe(earned - takenBack);
    const { events } = await history(shopper);
    expect(events.filter((event) => event.reason === 'return')).toMatchObject([
      { points: -takenBack, orderNumber },
    ]);
  });
});

describe('the points history', () => {
  it('shows each member only their own changes, newest first, a page at a time', async () => {
    const first = await member(0);
    const second = await member(0);
    await placeCardOrder(call, db(), first);
    await placeCardOrder(call, db(), first);
    expect((await history(first)).events).toHaveLength(2);
    expect(await history(second)).toMatchObject({ events: [], pageCount: 0 });
    expect((await history(first, 2)).events).toEqual([]);
    const bad = await shopperCalls(call, first).failure(`${LOYALTY}/history?page=0`, 'GET');
    expect(bad).toMatchObject({ status: 400, errorId: 'ATTR200' });
  });
});

describe('the loyalty token and enrollment', () => {
  it('enrols an existing account from the profile, once, and then answers its member number', async () => {
    const shopper = await signedInShopper(call, db());
    const calls = shopperCalls(call, shopper);
    const token = () => calls.send(`${LOYALTY}/token`, 'POST', { usid: shopper.consumerId });
    expect((await token()).status).toBe(403);
    const joined = { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] } };
    const profile = await calls.ok('/consumers-v3/consumer/profile', 'PUT', joined);
    expect(profile).toMatchObject({ isLoyaltyMember: true });
    const again = await calls.ok('/consumers-v3/consumer/profile', 'PUT', joined);
    expect((again as { memberId: string }).memberId).toBe(
      (profile as { memberId: string }).memberId,
    );
    expect((await token()).json).toEqual({ memberId: (profile as { memberId: string }).memberId });
    const [row] = await db()
      .select()
      .from(consumers)
      .where(and(eq(consumers.id, shopper.consumerId), eq(consumers.isLoyaltyMember, true)));
    expect(row?.loyaltyOptInDate).not.toBeNull();
  });
});

// Last in the file: it switches off the seeded free shipping over a threshold, so that only the
// members' benefit can make shipping free.
describe('the members’ free shipping', () => {
  async function shippingFor(shopper: Shopper) {
    await db()
      .update(promotions)
      .set({ isActive: false })
      .where(eq(promotions.id, SEED_PROMOTION_IDS.freeShipping));
    const variant = await variantOf(db(), SEED_IDS.regularShoe);
    await setOnlineStock(db(), variant, 100);
    const carts = cartClient(call, shopper);
    const { basketId } = await carts.create();
    return carts.add(basketId, variant);
  }

  it('ships a member’s order free where the benefit is offered', async () => {
    const cart = await shippingFor(await member());
    expect(cart.totals.shipping).toBe(0);
    expect(cart.promoSummary.map((applied) => applied.promotionId)).toContain(
      'loyalty-member-free-shipping',
    );
  });

  it('charges shipping to shoppers outside the programme, and to members in the UK', async () => {
    expect((await shippingFor(await signedInShopper(call, db()))).totals.shipping).toBeGreaterThan(
      0,
    );
    const british = { ...(await member()), headers: localeHeaders('en_GB', 'EMEA') };
    expect((await shippingFor(british)).totals.shipping).toBeGreaterThan(0);
  });
});
