import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, variantPrices } from '../db/schema';
import { SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { SEED_COUPONS, SEED_PROMOTION_IDS } from '../db/seed/promotions';
import { GIFT_WITH_PURCHASE_VARIANT_ID } from '../db/seed/special-products';
import { CookieJar } from '../testing/test-api';
import { priceOf, setOnlineStock, setStoreStock } from './testing/catalog-facts';
import {
  cartClient,
  guestShopper,
  localeHeaders,
  setupCartApi,
  signedInShopper,
  variantOf,
} from './testing/cart-test-kit';

const { call, db } = setupCartApi();

const markets = [
  { locale: 'en_US', region: 'NORA', currency: 'USD', vat: null, estimatedTax: 0 },
  { locale: 'en_CA', region: 'NORA', currency: 'CAD', vat: null, estimatedTax: 5 },
  { locale: 'en_GB', region: 'EMEA', currency: 'GBP', vat: 20, estimatedTax: 0 },
  { locale: 'de_DE', region: 'EMEA', currency: 'EUR', vat: 19, estimatedTax: 0 },
] as const;

describe('prices in every currency', () => {
  it.each(markets)('prices a shoe in $currency with its tax and free shipping', async (market) => {
    const shopper = await guestShopper(call, localeHeaders(market.locale, market.region));
    const client = cartClient(call, shopper);
    const { basketId, currency } = await client.create();
    expect(currency).toBe(market.currency);
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const price = await priceOf(db(), shoe, market.currency);
    const cart = await client.add(basketId, shoe);

    const [line] = cart.items;
    expect(line!.price.current).toBe(price.currentMinor / 100);
    expect(line!.qty).toBe(1);
    // Every market's shoe is over its free-shipping threshold.
    expect(cart.totals.shipping).toBe(0);
    expect(cart.promoSummary.map((promo) => promo.promotionId)).toContain(
      SEED_PROMOTION_IDS.freeShipping,
    );
    const gross = price.currentMinor;
    if (market.vat) {
      const tax = Math.round(gross - gross / (1 + market.vat / 100));
      expect(cart.totals).toMatchObject({
        taxIncluded: true,
        total: gross / 100,
        tax: tax / 100,
        totalWithoutTax: (gross - tax) / 100,
      });
    } else {
      const tax = Math.round((gross * market.estimatedTax) / 100);
      expect(cart.totals).toMatchObject({
        taxIncluded: false,
        tax: tax / 100,
        total: (gross + tax) / 100,
        remainingToPay: (gross + tax) / 100,
      });
    }
    // Below the free-gift threshold: the approaching message says how much is left.
    const gift = cart.approachingPromotions.find(
      (promo) => promo.id === SEED_PROMOTION_IDS.giftWithPurchase,
    );
    expect(gift?.remaining).toBeGreaterThan(0);
    expect(gift?.message.split('|')).toHaveLength(3);
  });
});

describe('promotions together', () => {
  it('stacks clothing 20% off, WELCOME10, free shipping and the free gift, and drops the gift below the threshold', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 1);
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 1);
    const shoePrice = (await priceOf(db(), shoe, 'USD')).currentMinor;
    const shirtPrice = (await priceOf(db(), shirt, 'USD')).currentMinor;
    await client.add(basketId, shoe);
    const withShirts = await client.add(basketId, shirt, { qty: 2 });
    const cart = await client.coupon(basketId, 'welcome10');

    const clothingOff = Math.round((shirtPrice * 2 * 20) / 100);
    const afterProduct = shoePrice + shirtPrice * 2 - clothingOff;
    const orderOff = Math.round(afterProduct / 10);
    expect(cart.totals.itemSubTotal).toBe((shoePrice + shirtPrice * 2) / 100);
    expect(cart.totals.itemTotal).toBe((afterProduct - orderOff) / 100);
    // Free standard shipping (8.00) counts as a discount too.
    expect(cart.totals.totalDiscount).toBe((clothingOff + orderOff + 800) / 100);
    expect(cart.totals.shipping).toBe(0);
    expect(cart.couponItems).toEqual([
      expect.objectContaining({ code: SEED_COUPONS.welcome, applied: true }),
    ]);
    const summary = Object.fromEntries(cart.promoSummary.map((p) => [p.promotionId, p]));
    expect(summary[SEED_PROMOTION_IDS.clothingPercentOff]?.amount).toBe(clothingOff / 100);
    expect(summary[SEED_PROMOTION_IDS.welcome]?.level).toBe('ORDER');
    expect(summary[SEED_PROMOTION_IDS.freeShipping]?.level).toBe('SHIPPING');

    // Over the gift threshold the free socks are in the bag at 0, and cannot be changed.
    const gift = cart.items.find((item) => item.bonus);
    expect(afterProduct - orderOff).toBeGreaterThanOrEqual(15000);
    expect(gift).toMatchObject({ productId: GIFT_WITH_PURCHASE_VARIANT_ID, qty: 1 });
    expect(gift!.price.current).toBe(0);
    const keepGift = await client.failure('/cart/v1/item', 'DELETE', {
      cartId: basketId,
      itemId: gift!.id,
    });
    expect(keepGift.errorId).toBe('GWP403');
    const shirtLine = withShirts.items.find((item) => item.productId === shirt)!;
    expect(shirtLine.price.priceAfterItemDiscount).toBe((shirtPrice * 0.8) / 100);

    const withoutShoe = await client.remove(
      basketId,
      cart.items.find((item) => item.productId === shoe)!.id,
    );
    expect(withoutShoe.items.some((item) => item.bonus)).toBe(false);
    expect(withoutShoe.totals.totalUnits).toBe(2);
  });

  it('gives the cheapest of three caps free', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const cap = await variantOf(db(), SEED_IDS.accessory);
    const capPrice = (await priceOf(db(), cap, 'USD')).currentMinor;
    const cart = await client.add(basketId, cap, { qty: 3 });
    expect(cart.items[0]!.price.rowTotal).toBe((capPrice * 3) / 100);
    expect(cart.totals.itemTotal).toBe((capPrice * 2) / 100);
    expect(cart.promoSummary[0]?.promotionId).toBe(SEED_PROMOTION_IDS.accessoriesBuy2Get1);
  });
});

describe('error codes', () => {
  it('answers INV408 with the allowed maximum, INV700, INV702, GWP403 and PRC400', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const limited = await variantOf(db(), SEED_IDS.limitedQuantity);
    const overMax = await client.failure('/cart/v1/item', 'POST', {
      cartId: basketId,
      productId: limited,
      qty: 3,
    });
    expect(overMax).toMatchObject({ errorId: 'INV408', data: { maxQty: 2 } });
    expect(overMax.message).toContain('2');

    const soldOut = await variantOf(db(), SEED_IDS.outOfStock);
    expect(
      await client.failure('/cart/v1/item', 'POST', { cartId: basketId, productId: soldOut }),
    ).toMatchObject({ errorId: 'INV700', status: 409 });

    const unpriced = await variantOf(db(), SEED_IDS.regularApparel, 2);
    await db()
      .delete(variantPrices)
      .where(and(eq(variantPrices.variantId, unpriced), eq(variantPrices.currency, 'USD')));
    expect(
      await client.failure('/cart/v1/item', 'POST', { cartId: basketId, productId: unpriced }),
    ).toMatchObject({ errorId: 'INV702' });

    expect(
      await client.failure('/cart/v1/item', 'POST', {
        cartId: basketId,
        productId: GIFT_WITH_PURCHASE_VARIANT_ID,
      }),
    ).toMatchObject({ errorId: 'GWP403', status: 403 });

    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    expect(
      await client.failure('/cart/v1/item', 'POST', {
        cartId: basketId,
        productId: shoe,
        customAmount: 50,
      }),
    ).toMatchObject({ errorId: 'PRC400' });
    // Nothing was added by the refused calls.
    expect((await client.get(basketId)).items).toEqual([]);
  });

  it('answers INV408 when the cart already holds the maximum', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const limited = await variantOf(db(), SEED_IDS.limitedQuantity);
    const cart = await client.add(basketId, limited, { qty: 2 });
    expect(cart.items[0]!.maxQty).toBe(2);
    const again = await client.failure('/cart/v1/item', 'POST', {
      cartId: basketId,
      productId: limited,
    });
    expect(again).toMatchObject({ errorId: 'INV408', data: { maxQty: 2, qtyInCart: 2 } });
    const update = await client.failure(`/cart/v1/cart/${basketId}/item`, 'PUT', {
      itemId: cart.items[0]!.id,
      qty: 5,
    });
    expect(update.errorId).toBe('INV408');
  });

  it('answers every coupon code error', async () => {
    const shopper = await signedInShopper(call, db());
    const client = cartClient(call, shopper);
    const { basketId } = await client.create();
    await client.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
    const codeError = async (code: string) =>
      (await client.failure('/cart/v1/coupon', 'PUT', { cartId: basketId, code })).errorId;
    expect(await codeError('NOPE')).toBe('PRM130');
    expect(await codeError(SEED_COUPONS.future)).toBe('PRM135');
    expect(await codeError(SEED_COUPONS.expired)).toBe('PRM155');
    expect(await codeError(SEED_COUPONS.limited)).toBe('PRM140');
    await db()
      .insert(couponRedemptions)
      .values({
        code: SEED_COUPONS.oncePerCustomer,
        redeemerKey: `consumer:${shopper.consumerId}`,
        orderNumber: 'ORD-TEST-1',
      });
    expect(await codeError(SEED_COUPONS.oncePerCustomer)).toBe('PRM150');
    await client.coupon(basketId, SEED_COUPONS.save20);
    expect(await codeError('save20')).toBe('PRM416');
    const failure = await client.failure('/cart/v1/coupon', 'PUT', { cartId: basketId, code: '' });
    expect(failure).toMatchObject({ errorId: 'PRM130', field: 'body.code' });
  });

  it('applies the exclusive SOLO25 alone, or not at all when the other offers give more', async () => {
    const client = cartClient(call, await guestShopper(call));
    const shoes = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 2);
    await setOnlineStock(db(), shoe, 100);
    const shoePrice = (await priceOf(db(), shoe, 'USD')).currentMinor;
    await client.add(shoes.basketId, shoe);
    // Alone: 25% of the shoe beats the stack's free shipping (8.00), which no longer applies.
    const alone = await client.coupon(shoes.basketId, SEED_COUPONS.exclusive);
    expect(alone.promoSummary.map((p) => p.promotionId)).toEqual([SEED_PROMOTION_IDS.exclusive]);
    expect(alone.totals.itemTotal).toBe((shoePrice - Math.round(shoePrice / 4)) / 100);
    expect(alone.totals.shipping).toBe(8);
    expect(alone.couponItems).toEqual([
      expect.objectContaining({ code: SEED_COUPONS.exclusive, applied: true }),
    ]);

    // Clothing: 20% off, then WELCOME10 (28% in all) beats 25% alone.
    const other = cartClient(call, await guestShopper(call));
    const clothes = await other.create();
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 3);
    await setOnlineStock(db(), shirt, 100);
    await other.add(clothes.basketId, shirt);
    await other.coupon(clothes.basketId, SEED_COUPONS.welcome);
    const stacked = await other.coupon(clothes.basketId, SEED_COUPONS.exclusive);
    expect(stacked.couponItems).toEqual([
      expect.objectContaining({ code: SEED_COUPONS.welcome, applied: true }),
      expect.objectContaining({ code: SEED_COUPONS.exclusive, applied: false }),
    ]);
    expect(stacked.promoSummary.map((p) => p.promotionId)).not.toContain(
      SEED_PROMOTION_IDS.exclusive,
    );
  });

  it('answers SHP404 for a delivery service the shipment cannot use', async () => {
    const client = cartClient(call, await guestShopper(call, localeHeaders('en_CA', 'NORA')));
    const { basketId } = await client.create();
    const failure = await client.failure('/cart/v1/shippingMethod', 'POST', {
      cartId: basketId,
      code: 'sameday',
      shippingId: 'me',
    });
    expect(failure.errorId).toBe('SHP404');
  });
});

describe('ownership', () => {
  it('answers BSK404 to another shopper, to every call, and AUT404 without a session', async () => {
    const owner = cartClient(call, await guestShopper(call));
    const { basketId } = await owner.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const { items } = await owner.add(basketId, shoe);
    const stranger = cartClient(call, await signedInShopper(call, db()));
    for (const [path, method, body] of [
      [`/cart/v1/cart/${basketId}`, 'GET', undefined],
      ['/cart/v1/item', 'POST', { cartId: basketId, productId: shoe }],
      ['/cart/v1/item', 'DELETE', { cartId: basketId, itemId: items[0]!.id }],
      ['/cart/v1/coupon', 'PUT', { cartId: basketId, code: SEED_COUPONS.welcome }],
      [`/cart/v2/cart/${basketId}/saveForLater`, 'POST', { itemId: items[0]!.id }],
    ] as const) {
      expect(await stranger.failure(path, method, body)).toMatchObject({
        errorId: 'BSK404',
        status: 404,
      });
    }
    const anonymous = await call(`/cart/v1/cart/${basketId}`, { jar: new CookieJar() });
    expect(anonymous.status).toBe(401);
    expect((await owner.get(basketId)).items).toHaveLength(1);
  });
});

describe('two tabs', () => {
  it('share one cart when both create it at once', async () => {
    const shopper = await guestShopper(call);
    const [a, b] = await Promise.all([
      cartClient(call, shopper).create(),
      cartClient(call, shopper).create(),
    ]);
    expect(a.basketId).toBe(b.basketId);
  });

  it('share one bag, with every line, when both add their first item at once', async () => {
    const shopper = await guestShopper(call);
    const tabs = [cartClient(call, shopper), cartClient(call, shopper), cartClient(call, shopper)];
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const shirt = await variantOf(db(), SEED_IDS.regularApparel);
    const replies = await Promise.all([
      tabs[0]!.cart('/cart/v1/cartWithItem', 'POST', { productId: shoe }),
      tabs[1]!.cart('/cart/v1/cartWithItem', 'POST', { productId: shirt }),
      tabs[2]!.cart('/cart/v1/cartWithItem', 'POST', { productId: shoe }),
    ]);
    const basketId = replies[0]!.basketId;
    expect(replies.map((reply) => reply.basketId)).toEqual([basketId, basketId, basketId]);
    // Each add is one change of the bag: the first made it at version 1, as create then add did.
    expect(replies.map((reply) => reply.version).sort()).toEqual([1, 2, 3]);
    const cart = await tabs[0]!.get(basketId);
    expect(
      cart.items.filter((item) => !item.bonus).map(({ productId, qty }) => ({ productId, qty })),
    ).toEqual(
      expect.arrayContaining([
        { productId: shoe, qty: 2 },
        { productId: shirt, qty: 1 },
      ]),
    );
    expect(cart.items.filter((item) => !item.bonus)).toHaveLength(2);
  });

  it('keeps every one of many parallel adds to one cart', async () => {
    const shopper = await guestShopper(call);
    const tabs = [cartClient(call, shopper), cartClient(call, shopper)];
    const { basketId } = await tabs[0]!.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const shirt = await variantOf(db(), SEED_IDS.regularApparel);
    await Promise.all([
      tabs[0]!.add(basketId, shoe),
      tabs[1]!.add(basketId, shoe),
      tabs[0]!.add(basketId, shirt),
      tabs[1]!.add(basketId, shoe),
      tabs[1]!.add(basketId, shirt),
    ]);
    const cart = await tabs[0]!.get(basketId);
    const qtyOf = (variantId: string) =>
      cart.items.filter((item) => item.productId === variantId).reduce((n, i) => n + i.qty, 0);
    expect(qtyOf(shoe)).toBe(3);
    expect(qtyOf(shirt)).toBe(2);
    expect(cart.items.filter((item) => !item.bonus)).toHaveLength(2);
  });
});

describe('changing lines', () => {
  it('changes size and quantity, and creates a pickup cart with an item in one call', async () => {
    const client = cartClient(call, await guestShopper(call));
    const small = await variantOf(db(), SEED_IDS.regularApparel, 0);
    const large = await variantOf(db(), SEED_IDS.regularApparel, 4);
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 5);
    await setStoreStock(db(), SEED_STORE_IDS.pickupStore, shoe, 2);
    await setOnlineStock(db(), shoe, 5);
    await setOnlineStock(db(), large, 5);
    const created = await client.cart(
      `/cart/v1/cartWithItem?action=pickup&favStoreId=${SEED_STORE_IDS.pickupStore}`,
      'POST',
      { productId: shoe },
    );
    expect(created.items[0]!.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: SEED_STORE_IDS.pickupStore },
    });
    // Only 2 on the store's shelves.
    const tooMany = await client.failure(`/cart/v1/cart/${created.basketId}/item`, 'PUT', {
      itemId: created.items[0]!.id,
      qty: 3,
    });
    expect(tooMany).toMatchObject({ errorId: 'INV408', data: { maxQty: 2 } });

    const withShirt = await client.add(created.basketId, small);
    const shirtLine = withShirt.items.find((item) => item.productId === small)!;
    const changed = await client.update(created.basketId, shirtLine.id, {
      productId: large,
      qty: 2,
    });
    expect(changed.items.find((item) => item.id === shirtLine.id)).toMatchObject({
      productId: large,
      qty: 2,
    });
    const otherProduct = await client.failure(`/cart/v1/cart/${created.basketId}/item`, 'PUT', {
      itemId: shirtLine.id,
      productId: shoe,
    });
    expect(otherProduct.errorId).toBe('PLP400');
    const home = await client.update(created.basketId, created.items[0]!.id, { storeId: null });
    expect(home.items[0]!.shippingOptions.selected).toBe('standard');
  });

  it('reserves reservable products only', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const reservable = await variantOf(db(), SEED_IDS.reservable);
    const cart = await client.cart('/cart/v1/reserveWithItem', 'POST', {
      cartId: basketId,
      productId: reservable,
    });
    expect(cart.items[0]!.productId).toBe(reservable);
    const regular = await client.failure('/cart/v1/reserveWithItem', 'POST', {
      cartId: basketId,
      productId: await variantOf(db(), SEED_IDS.regularShoe),
    });
    expect(regular.errorId).toBe('ORD404');
  });

  it('follows the shopper to another market: same lines, new currency', async () => {
    const shopper = await guestShopper(call);
    const client = cartClient(call, shopper);
    const { basketId } = await client.create();
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 1);
    await client.add(basketId, shirt);
    const british = cartClient(call, { ...shopper, headers: localeHeaders('en_GB', 'EMEA') });
    const cart = await british.create();
    expect(cart.basketId).toBe(basketId);
    expect(cart.currency).toBe('GBP');
    expect(cart.items[0]!.price.current).toBe(
      (await priceOf(db(), shirt, 'GBP')).currentMinor / 100,
    );
    expect(cart.shippingMethods[0]!.applicableShippingMethods[0]).toMatchObject({
      code: 'sameday',
      label: 'Same day',
      price: { amount: 14.95 },
    });
  });
});
