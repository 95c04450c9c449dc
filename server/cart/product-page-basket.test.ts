import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../db/seed/fixtures';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import {
  AUTHORISED_CARD,
  checkoutClient,
  testCard,
  usAddress,
} from '../checkout/testing/checkout-test-kit';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  signedInShopper,
  variantOf,
  type Shopper,
} from './testing/cart-test-kit';

const { call, db } = setupCartApi();

const PRODUCT_PAGE = '/cart/v1/cartWithItem?context=APPLE_PAY_EXPRESS';

/** A shopper whose bag holds two shirts. */
async function shopperWithBag(shopper: Shopper) {
  const carts = cartClient(call, shopper);
  const shirt = await variantOf(db(), SEED_IDS.regularApparel, 1);
  const bag = await carts.create();
  await carts.add(bag.basketId, shirt, { qty: 2 });
  return { carts, bagId: bag.basketId, shirt };
}

describe('product-page wallet purchases', () => {
  it('put the product in a basket of its own and leave the bag as it was', async () => {
    const { carts, bagId, shirt } = await shopperWithBag(await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);

    const purchase = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe, qty: 1 });

    expect(purchase.basketId).not.toBe(bagId);
    expect(purchase.items.map((item) => [item.productId, item.qty])).toEqual([[shoe, 1]]);
    expect(purchase.totals.itemSubTotal).toBe(purchase.items[0]!.price.current);
    const bag = await carts.create();
    expect(bag.basketId).toBe(bagId);
    expect(bag.items.map((item) => [item.productId, item.qty])).toEqual([[shirt, 2]]);
  });

  it('start afresh each time: an earlier sheet’s basket is closed', async () => {
    const carts = cartClient(call, await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const first = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe });

    const second = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe });

    expect(second.basketId).not.toBe(first.basketId);
    expect(second.items.map((item) => item.qty)).toEqual([1]);
    expect(await carts.failure(`/cart/v1/cart/${first.basketId}`, 'GET')).toMatchObject({
      errorId: 'BSK404',
    });
  });

  it('belong to their shopper only', async () => {
    const carts = cartClient(call, await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const purchase = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe });

    const stranger = cartClient(call, await guestShopper(call));
    expect(await stranger.failure(`/cart/v1/cart/${purchase.basketId}`, 'GET')).toMatchObject({
      errorId: 'BSK404',
    });
  });

  it('place the product alone, and the signed-in shopper keeps the bag afterwards', async () => {
    const shopper = await signedInShopper(call, db());
    const { carts, bagId, shirt } = await shopperWithBag(shopper);
    const checkout = checkoutClient(call, shopper);
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const purchase = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe });
    await checkout.ok(
      `/cart/v2/cart/${purchase.basketId}/shippingAddress?context=APPLE_PAY_EXPRESS&bid=${purchase.basketId}`,
      'POST',
      {
        addresses: [{ ...usAddress, shippingId: 'me' }],
        recaptcha_response: offlineRecaptchaToken('placeOrder'),
      },
    );
    await checkout.billSameAsShipping(purchase.basketId);

    const placed = await checkout.place(purchase.basketId, testCard(AUTHORISED_CARD));

    expect(placed.status).toBe('Created');
    expect(placed.basketId).not.toBe(bagId);
    const bag = await carts.create();
    expect(bag.basketId).toBe(bagId);
    expect(bag.items.map((item) => [item.productId, item.qty])).toEqual([[shirt, 2]]);
  });

  it('take no codes: the sheet has no field for them', async () => {
    const carts = cartClient(call, await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const purchase = await carts.cart(PRODUCT_PAGE, 'POST', { productId: shoe });

    expect(
      await carts.failure('/cart/v1/coupon', 'PUT', {
        cartId: purchase.basketId,
        code: 'WELCOME10',
      }),
    ).toMatchObject({ errorId: 'PRM135' });
  });

  it('cannot be pointed at a cart the page holds', async () => {
    const { carts, bagId } = await shopperWithBag(await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);

    const failure = await carts.failure(`${PRODUCT_PAGE}&bid=${bagId}`, 'POST', {
      productId: shoe,
    });

    expect(failure).toMatchObject({ status: 400, errorId: 'ATTR200' });
    expect((await carts.get(bagId)).items).toHaveLength(1);
  });
});
