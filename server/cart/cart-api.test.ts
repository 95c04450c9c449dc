import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../db/seed/fixtures';
import { cartClient, guestShopper, setupCartApi, variantOf } from './testing/cart-test-kit';

const { call, db } = setupCartApi();

describe('the cart service', () => {
  it('creates a cart and prices an added item from the catalogue', async () => {
    const client = cartClient(call, await guestShopper(call));
    const created = await client.create();
    expect(created.items).toEqual([]);
    const shoe = await variantOf(db(), SEED_IDS.regularShoe);
    const cart = await client.add(created.basketId, shoe, { qty: 2 });
    expect(cart.items).toHaveLength(1);
    console.log(JSON.stringify(cart, null, 1));
  });
});
