import { describe, expect, it } from 'vitest';
import { flashTypes } from '@/lib/contracts/cart';
import { SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { setOnlineStock, setStoreStock } from './testing/catalog-facts';
import { cartClient, guestShopper, setupCartApi, variantOf } from './testing/cart-test-kit';

const { call, db } = setupCartApi();
const newYork = SEED_STORE_IDS.pickupStore;
const boston = 'US006';

describe('pickup in store from the product page and the bag', () => {
  it('adds with action=pickup at the favourite store, and refuses an unknown store with STR404', async () => {
    const client = cartClient(call, await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 6);
    await setStoreStock(db(), newYork, shoe, 3);
    const cart = await client.cart(
      `/cart/v1/cartWithItem?action=pickup&favStoreId=${newYork}`,
      'POST',
      { productId: shoe },
    );
    expect(cart.items[0]!.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: newYork, name: 'Stride New York Fifth Avenue' },
    });

    const unknown = await client.failure(
      '/cart/v1/cartWithItem?action=pickup&favStoreId=NOWHERE1',
      'POST',
      { productId: shoe },
    );
    expect(unknown).toMatchObject({ status: 404, errorId: 'STR404' });
  });

  it('moves a home line to pickup, then to another store, and ships one to a store', async () => {
    const client = cartClient(call, await guestShopper(call));
    const { basketId } = await client.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 7);
    const shirt = await variantOf(db(), SEED_IDS.regularApparel, 2);
    await setOnlineStock(db(), shoe, 5);
    await setOnlineStock(db(), shirt, 5);
    await setStoreStock(db(), newYork, shoe, 2);
    await setStoreStock(db(), boston, shoe, 2);
    const shoeLine = (await client.add(basketId, shoe)).items[0]!;
    const withShirt = await client.add(basketId, shirt);
    const shirtLine = withShirt.items.find((item) => item.productId === shirt)!;

    const picked = await client.update(basketId, shoeLine.id, {
      shippingMethod: 'pickup',
      storeId: newYork,
    });
    expect(picked.items.find((item) => item.id === shoeLine.id)!.shippingOptions).toMatchObject({
      selected: 'pickup',
      storeInfo: { id: newYork },
    });

    const shipped = await client.update(basketId, shirtLine.id, {
      shippingMethod: 'sts',
      storeId: newYork,
    });
    expect(shipped.items.find((item) => item.id === shirtLine.id)!.shippingOptions).toMatchObject({
      selected: 'sts',
      storeInfo: { id: newYork },
    });

    // The change-store confirmation moves every store line, each keeping its method.
    await client.update(basketId, shoeLine.id, { shippingMethod: 'pickup', storeId: boston });
    const moved = await client.update(basketId, shirtLine.id, {
      shippingMethod: 'sts',
      storeId: boston,
    });
    expect(moved.items.map((item) => [item.shippingOptions.selected, item.storeId])).toEqual(
      expect.arrayContaining([
        ['pickup', boston],
        ['sts', boston],
      ]),
    );
  });

  it('says on the next read that a pickup line went home when its store ran out', async () => {
    const client = cartClient(call, await guestShopper(call));
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 8);
    await setOnlineStock(db(), shoe, 5);
    await setStoreStock(db(), newYork, shoe, 1);
    const cart = await client.cart(
      `/cart/v1/cartWithItem?action=pickup&favStoreId=${newYork}`,
      'POST',
      { productId: shoe },
    );
    await setStoreStock(db(), newYork, shoe, 0);
    const next = await client.get(
      cart.basketId,
      `?inventorySupplyCheck=true&favStoreId=${newYork}`,
    );
    expect(next.items[0]!.shippingOptions.selected).toBe('sts');
    expect(next.flash).toEqual([
      expect.objectContaining({ type: flashTypes.pickupToStore, itemId: cart.items[0]!.id }),
    ]);
  });
});
