import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartClient, guestShopper, setupCartApi, variantOf } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { couponRedemptions, coupons } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { SEED_COUPONS } from '../db/seed/promotions';
import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  checkoutClient,
  testCard,
  usAddress,
} from './testing/checkout-test-kit';

const { call, db } = setupCartApi();
const FIRST_ORDER = SEED_COUPONS.oncePerCustomer;

beforeAll(async () => {
  await setOnlineStock(db(), await variantOf(db(), SEED_IDS.regularShoe), 10_000);
});

let emailCount = 0;
const newEmail = () => `first.order.${(emailCount += 1)}@example.com`;

/** A new guest session with a shoe in its bag. */
async function guestBag() {
  const shopper = await guestShopper(call);
  const carts = cartClient(call, shopper);
  const checkout = checkoutClient(call, shopper);
  const { basketId } = await carts.create();
  await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
  return {
    basketId,
    carts,
    checkout,
    /** Shipping and billing to the address, with this email. */
    address: async (email: string) => {
      await checkout.shipTo(basketId, { ...usAddress, email });
      await checkout.billSameAsShipping(basketId);
    },
    codeError: async (code: string) =>
      (await carts.failure('/cart/v1/coupon', 'PUT', { cartId: basketId, code })).errorId,
    placeFailure: async () =>
      checkout.failure(
        '/cart/v2/checkout/order',
        'PUT',
        checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      ),
  };
}

async function firstOrderPlacedBy(email: string) {
  const bag = await guestBag();
  await bag.carts.coupon(bag.basketId, FIRST_ORDER);
  await bag.address(email);
  const placed = await bag.checkout.place(bag.basketId, testCard(AUTHORISED_CARD));
  expect(placed.status).toBe('Created');
  return placed;
}

describe('once-per-customer codes for guests', () => {
  it('refuses the code to a new guest session ordering with the same email', async () => {
    const email = newEmail();
    await firstOrderPlacedBy(email);

    const again = await guestBag();
    await again.address(`  ${email.toUpperCase()} `);
    expect(await again.codeError(FIRST_ORDER)).toBe('PRM150');
  });

  it('checks again at placement when the email came after the code', async () => {
    const email = newEmail();
    await firstOrderPlacedBy(email);

    const again = await guestBag();
    const applied = await again.carts.coupon(again.basketId, FIRST_ORDER);
    expect(applied.couponItems).toEqual([expect.objectContaining({ applied: true })]);
    await again.address(email);
    const cart = await again.carts.get(again.basketId);
    expect(cart.couponItems).toEqual([
      expect.objectContaining({ code: FIRST_ORDER, applied: false }),
    ]);
    expect(await again.placeFailure()).toMatchObject({ errorId: 'PRM150', status: 409 });

    await again.carts.cart('/cart/v1/coupon', 'DELETE', {
      cartId: again.basketId,
      code: FIRST_ORDER,
    });
    expect((await again.checkout.place(again.basketId, testCard(AUTHORISED_CARD))).status).toBe(
      'Created',
    );
  });

  it('counts the use while the payment is pending, so a second order cannot take it too', async () => {
    const email = newEmail();
    const pending = await guestBag();
    await pending.carts.coupon(pending.basketId, FIRST_ORDER);
    await pending.address(email);
    const held = await pending.checkout.place(pending.basketId, testCard(CHALLENGE_CARD));
    expect(held.status).toBe('PaymentPending');

    const second = await guestBag();
    await second.carts.coupon(second.basketId, FIRST_ORDER);
    await second.address(email);
    expect((await second.placeFailure()).errorId).toBe('PRM150');
  });

  it('gives the use back when the payment is refused', async () => {
    const email = newEmail();
    const [before] = await db().select().from(coupons).where(eq(coupons.code, FIRST_ORDER));
    const bag = await guestBag();
    await bag.carts.coupon(bag.basketId, FIRST_ORDER);
    await bag.address(email);
    const refused = await bag.checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      bag.checkout.placeBody(bag.basketId, testCard(AUTHORISED_CARD, { holderName: 'DECLINED' })),
    );
    expect(refused.errorId).toBe('PAY400');
    const [after] = await db().select().from(coupons).where(eq(coupons.code, FIRST_ORDER));
    expect(after!.redemptionCount).toBe(before!.redemptionCount);
    expect(
      await db().select().from(couponRedemptions).where(eq(couponRedemptions.email, email)),
    ).toEqual([]);

    const placed = await bag.checkout.place(bag.basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    const [used] = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.email, email));
    expect(used).toMatchObject({ code: FIRST_ORDER, orderNumber: placed.orderNumber });
  });
});
