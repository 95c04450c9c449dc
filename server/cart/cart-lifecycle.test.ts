import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartShippingAddress } from '@/lib/contracts/address';
import { flashTypes } from '@/lib/contracts/cart';
import { baskets, products, stores } from '../db/schema';
import {
  SEED_ASSOCIATE_PASSWORD,
  SEED_EMPLOYEE_ID,
  SEED_IDS,
  SEED_STORE_IDS,
} from '../db/seed/fixtures';
import { createAccount, signIn } from '../auth/testing/auth-test-kit';
import { setOnlineStock, setStoreStock } from './testing/catalog-facts';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  signedInShopper,
  sweepIdleBaskets,
  variantOf,
} from './testing/cart-test-kit';

const { call, db, clock } = setupCartApi();
const store = SEED_STORE_IDS.pickupStore;
const check = '?inventorySupplyCheck=true';

describe('delivery transitions and stock flash', () => {
  it('moves a pickup line to ship-to-store when the store runs out, and says so once', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 2);
    await setStoreStock(db(), store, shoe, 3);
    const added = await client.add(basketId, shoe, { qty: 2, storeId: store });
    expect(added.items[0]!.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: store },
    });
    await setStoreStock(db(), store, shoe, 0);
    const moved = await client.get(basketId, check);
    expect(moved.items[0]!.shippingOptions.selected).toBe('sts');
    expect(moved.flash).toEqual([
      expect.objectContaining({
        type: flashTypes.pickupToStore,
        itemId: added.items[0]!.id,
        data: expect.objectContaining({ from: 'pickup', to: 'sts' }),
      }),
    ]);
    expect((await client.get(basketId, check)).flash).toEqual([]);

    await db().update(stores).set({ offersShipToStore: false }).where(eq(stores.id, store));
    try {
      const home = await client.get(basketId, check);
      expect(home.items[0]!.shippingOptions.selected).toBe('standard');
      expect(home.flash.map((entry) => entry.type)).toEqual([flashTypes.storeToHome]);
    } finally {
      await db().update(stores).set({ offersShipToStore: true }).where(eq(stores.id, store));
    }
  });

  it('sends a home-delivery line to the favourite store when online stock is gone', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 3);
    await setOnlineStock(db(), shoe, 5);
    await client.add(basketId, shoe);
    await setOnlineStock(db(), shoe, 0);
    await setStoreStock(db(), store, shoe, 4);
    const cart = await client.get(basketId, `${check}&favStoreId=${store}`);
    expect(cart.items[0]!.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: store },
    });
    expect(cart.flash.map((entry) => entry.type)).toEqual([flashTypes.homeToPickup]);
  });

  it('lowers a line to the stock left, removes it when none is left, and flags an offline product', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 4);
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 3);
    const cap = await variantOf(db(), SEED_IDS.accessory);
    await setOnlineStock(db(), shoe, 10);
    await client.add(basketId, shoe, { qty: 3 });
    await client.add(basketId, shirt);
    await client.add(basketId, cap);
    await setOnlineStock(db(), shoe, 1);
    await setOnlineStock(db(), shirt, 0);
    await db().update(products).set({ isOnline: false }).where(eq(products.id, SEED_IDS.accessory));
    try {
      const cart = await client.get(basketId, check);
      const flashOf = (type: string) => cart.flash.filter((entry) => entry.type === type);
      expect(cart.flash).toHaveLength(3);
      expect(flashOf(flashTypes.inventoryMissing)[0]?.data).toMatchObject({
        productId: SEED_IDS.regularShoe,
        qty: 1,
        previousQty: 3,
      });
      expect(flashOf(flashTypes.fullInventoryMissing)[0]?.data?.variantId).toBe(shirt);
      expect(flashOf(flashTypes.itemNotAvailable)[0]?.data?.variantId).toBe(cap);
      const byVariant = new Map(cart.items.map((item) => [item.productId, item]));
      expect(byVariant.get(shirt)).toBeUndefined();
      expect(byVariant.get(shoe)).toMatchObject({ qty: 1, available: true });
      expect(byVariant.get(cap)).toMatchObject({ available: false, error: { errorId: 'ORD404' } });
      // An item that cannot be bought is shown but not charged.
      expect(cart.totals.itemSubTotal).toBe(byVariant.get(shoe)!.price.rowTotal);
    } finally {
      await db()
        .update(products)
        .set({ isOnline: true })
        .where(eq(products.id, SEED_IDS.accessory));
    }
  });

  it('downgrades same day when the address is outside its area', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    await client.add(basketId, await variantOf(db(), SEED_IDS.regularApparel, 4));
    const sameDay = await client.cart('/cart/v1/shippingMethod', 'POST', {
      cartId: basketId,
      code: 'sameday',
      shippingId: 'me',
    });
    expect(sameDay.shippingMethods[0]!.selected?.code).toBe('sameday');
    expect(sameDay.shippingMethods[0]!.applicableShippingMethods.map((m) => m.code)).toEqual([
      'sameday',
      'express',
      'standard',
    ]);
    await db()
      .update(baskets)
      .set({
        shippingAddress: {
          countryCode: 'US',
          province: 'NJ',
          postalCode: '07030',
        } as CartShippingAddress,
      })
      .where(eq(baskets.id, basketId));
    const cart = await client.get(basketId);
    expect(cart.shippingMethods[0]!.selected?.code).toBe('standard');
    expect(cart.flash).toEqual([
      expect.objectContaining({
        type: flashTypes.shippingMethodDowngraded,
        data: { shippingId: 'me', from: 'sameday', to: 'standard' },
      }),
    ]);
    // New Jersey sales tax now applies to the shirt and shipping.
    expect(cart.totals.tax).toBeGreaterThan(0);
    const listed = await client.send(`/cart/v1/cart/${basketId}/shippingMethod/me`, 'GET');
    expect(listed.json).toMatchObject({ shippingId: 'me', selected: { code: 'standard' } });
  });
});

describe('gift cards and gift options', () => {
  it('sells a digital gift card of a chosen amount, untaxed and outside promotions', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const card = await variantOf(db(), SEED_IDS.giftCard);
    const giftOption = { to: 'Sam', email: 'sam@example.com', message: 'Happy birthday' };
    const cart = await client.add(basketId, card, { customAmount: 75, giftOption });
    expect(cart.items[0]).toMatchObject({
      isDigitalProduct: true,
      giftOption,
      shippingOptions: { selected: 'digital', available: ['digital'] },
      price: { current: 75, rowTotal: 75 },
      taxTotal: 0,
    });
    expect(cart.totals).toMatchObject({ total: 75, shipping: 0, totalDiscount: 0 });

    const partial = await client.failure('/cart/v1/item', 'POST', {
      cartId: basketId,
      productId: card,
      giftOption: { to: 'Sam', email: 'sam@example.com' },
    });
    expect(partial.errorId).toMatch(/^ATTR/);
    const tooMuch = await client.failure('/cart/v1/item', 'POST', {
      cartId: basketId,
      productId: card,
      customAmount: 5000,
    });
    expect(tooMuch.errorId).toBe('PRC400');

    const cleared = await client.update(basketId, cart.items[0]!.id, { giftOption: null });
    expect(cleared.items[0]!.giftOption).toBeNull();
  });
});

describe('saved for later', () => {
  it('moves a line to the list, changes it, moves it back and removes saved lines', async () => {
    const client = cartClient(call, await signedInShopper(call, db()));
    const { basketId } = await client.create();
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 5);
    const cap = await variantOf(db(), SEED_IDS.accessory);
    const added = await client.add(basketId, shirt, { qty: 2 });
    await client.add(basketId, cap);
    const saved = await client.cart(`/cart/v2/cart/${basketId}/saveForLater`, 'POST', {
      itemId: added.items[0]!.id,
    });
    expect(saved.items.map((item) => item.productId)).toEqual([cap]);
    const list = saved.saveForLater!;
    expect(list.items).toEqual([
      expect.objectContaining({ productId: shirt, qty: 2, available: true }),
    ]);

    const updated = await client.send('/cart/v2/saveForLater', 'PUT', {
      saveForLaterId: list.saveForLaterId,
      itemId: list.items[0]!.itemId,
      qty: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ items: [expect.objectContaining({ qty: 1 })] });

    const back = await client.cart('/cart/v1/item', 'POST', {
      cartId: basketId,
      saveForLater: { saveForLaterId: list.saveForLaterId, itemId: list.items[0]!.itemId },
    });
    expect(back.items.find((item) => item.productId === shirt)?.qty).toBe(1);
    expect(back.saveForLater?.items).toEqual([]);

    const again = await client.cart(`/cart/v2/cart/${basketId}/saveForLater`, 'POST', {
      itemId: back.items.find((item) => item.productId === cap)!.id,
    });
    const removed = await client.send(
      `/cart/v2/saveForLater/${list.saveForLaterId}/items/${again.saveForLater!.items[0]!.itemId}`,
      'DELETE',
    );
    expect(removed.json).toMatchObject({ items: [] });
  });

  it('is off for employees', async () => {
    const client = cartClient(
      call,
      await signedInShopper(call, db(), { consumerType: 'EMPLOYEE' }),
    );
    const { basketId, saveForLater } = await client.create();
    expect(saveForLater).toBeNull();
    const { items } = await client.add(basketId, await variantOf(db(), SEED_IDS.regularApparel));
    const refused = await client.failure(`/cart/v2/cart/${basketId}/saveForLater`, 'POST', {
      itemId: items[0]!.id,
    });
    expect(refused.errorId).toBe('API405');
  });
});

describe('price adjustments', () => {
  it('are for associates only and come off the line', async () => {
    const shopper = await guestShopper(call);
    const client = cartClient(call, shopper);
    const { basketId } = await client.create();
    const { items } = await client.add(basketId, await variantOf(db(), SEED_IDS.regularApparel));
    const path = `/cart/v1/cart/${basketId}/price_adjustments`;
    const body = { itemId: items[0]!.id, amount: 5, reason: 'Price match' };
    expect((await client.failure(path, 'POST', body)).errorId).toBe('AUT404');

    const login = await call('/consumers-v3/consumer/agent/login', {
      method: 'POST',
      body: { storeId: store, employeeId: SEED_EMPLOYEE_ID, password: SEED_ASSOCIATE_PASSWORD },
      jar: shopper.jar,
    });
    expect(login.status).toBe(200);
    const adjusted = await client.cart(path, 'POST', body);
    const line = adjusted.items[0]!;
    expect(line.price.amount).toBeCloseTo(line.price.rowTotal * 0.8 - 5, 2);
    const [adjustment] = adjusted.priceAdjustments;
    expect(adjustment).toMatchObject({ amount: 5, reason: 'Price match' });
    const changed = await client.cart(`${path}/${adjustment!.adjustmentId}`, 'PATCH', {
      ...body,
      amount: 2,
    });
    expect(changed.priceAdjustments[0]!.amount).toBe(2);
    const removed = await client.cart(`${path}/${adjustment!.adjustmentId}`, 'DELETE');
    expect(removed.priceAdjustments).toEqual([]);
    expect(removed.items[0]!.price.amount).toBeCloseTo(line.price.rowTotal * 0.8, 2);
  });
});

describe('sign-in merge', () => {
  it('carries the guest lines into the account cart and says so once', async () => {
    const guest = await guestShopper(call);
    const guestCart = cartClient(call, guest);
    const { basketId } = await guestCart.create();
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 6);
    await guestCart.add(basketId, shirt);
    const account = await createAccount(db());
    const signedIn = await signIn(call, account, guest.jar, { basketId });
    expect(signedIn.status).toBe(200);
    const consumerBasketId = (signedIn.json as { basketId: string }).basketId;
    const client = cartClient(call, guest);
    const merged = await client.get(consumerBasketId);
    expect(merged.isMerged).toBe(true);
    expect(merged.items.map((item) => item.productId)).toEqual([shirt]);
    expect((await client.get(consumerBasketId)).isMerged).toBe(false);
    expect((await guestCart.failure(`/cart/v1/cart/${basketId}`, 'GET')).errorId).toBe('BSK404');
  });
});

describe('expiry', () => {
  it('expires idle carts and keeps a registered shopper’s lines in saved for later', async () => {
    const member = cartClient(call, await signedInShopper(call, db()));
    const guest = cartClient(call, await guestShopper(call));
    const memberCart = await member.create();
    const guestCart = await guest.create();
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 7);
    await member.add(memberCart.basketId, shirt, { qty: 2 });
    await guest.add(guestCart.basketId, shirt);

    const idleFor = async (basketId: string, days: number) =>
      db()
        .update(baskets)
        .set({ updatedAt: new Date(clock.now().getTime() - days * 86_400_000) })
        .where(eq(baskets.id, basketId));
    await idleFor(memberCart.basketId, 29);
    expect((await member.get(memberCart.basketId)).items).toHaveLength(1);
    await idleFor(memberCart.basketId, 31);
    await idleFor(guestCart.basketId, 31);
    await sweepIdleBaskets(db(), clock);
    expect((await member.failure(`/cart/v1/cart/${memberCart.basketId}`, 'GET')).errorId).toBe(
      'BSK404',
    );
    expect((await guest.failure(`/cart/v1/cart/${guestCart.basketId}`, 'GET')).errorId).toBe(
      'BSK404',
    );
    const fresh = await member.create();
    expect(fresh.basketId).not.toBe(memberCart.basketId);
    expect(fresh.items).toEqual([]);
    expect(fresh.saveForLater?.items).toEqual([
      expect.objectContaining({ productId: shirt, qty: 2 }),
    ]);
  });
});
