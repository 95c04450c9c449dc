import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartClient, guestShopper, setupCartApi, variantOf } from '../cart/testing/cart-test-kit';
import { setStoreStock } from '../cart/testing/catalog-facts';
import { storeInventory } from '../db/schema';
import { SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { AUTHORISED_CARD, checkoutClient, testCard, usAddress } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();
const store = SEED_STORE_IDS.pickupStore;

async function pickupCart(variantId: string) {
  const shopper = await guestShopper(call);
  const carts = cartClient(call, shopper);
  const cart = await carts.cart(`/cart/v1/cartWithItem?action=pickup&favStoreId=${store}`, 'POST', {
    productId: variantId,
  });
  expect(cart.items[0]!.shippingOptions.selected).toBe('pickup');
  const checkout = checkoutClient(call, shopper);
  await checkout.ok(`/cart/v1/cart/${cart.basketId}/billingAddress`, 'POST', {
    billingAddress: usAddress,
  });
  return { basketId: cart.basketId, checkout };
}

async function shelf(variantId: string) {
  const [row] = await db()
    .select()
    .from(storeInventory)
    .where(and(eq(storeInventory.storeId, store), eq(storeInventory.variantId, variantId)));
  return row!.quantity;
}

describe('store pickup orders', () => {
  it("take the units from the store's shelves, refuse when they are gone, and put them back on refusal", async () => {
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 3);
    await setStoreStock(db(), store, shoe, 1);
    const first = await pickupCart(shoe);
    const second = await pickupCart(shoe);

    const refused = await first.checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      first.checkout.placeBody(
        first.basketId,
        testCard(AUTHORISED_CARD, { holderName: 'DECLINED' }),
      ),
    );
    expect(refused.errorId).toBe('PAY400');
    expect(await shelf(shoe)).toBe(1);

    const placed = await first.checkout.place(first.basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    expect(await shelf(shoe)).toBe(0);

    const late = await second.checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      second.checkout.placeBody(second.basketId, testCard(AUTHORISED_CARD)),
    );
    expect(late.errorId).toBe('ORD430');
    expect(await shelf(shoe)).toBe(0);
  });
});
