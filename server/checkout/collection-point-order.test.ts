import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@/lib/contracts/checkout';
import {
  cartClient,
  guestShopper,
  localeHeaders,
  setupCartApi,
  variantOf,
} from '../cart/testing/cart-test-kit';
import { resetEnvForTests } from '../config/env';
import { orders } from '../db/schema';
import { SEED_IDS, SEED_STORE_IDS } from '../db/seed/fixtures';
import { AUTHORISED_CARD, checkoutClient, testCard, usAddress } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();
const point = SEED_STORE_IDS.collectionPoint;

const contact = {
  shippingId: 'me',
  firstName: 'Jo',
  lastName: 'Collins',
  email: 'Jo.Collins@example.com',
  phone: '(718) 555-0142',
};

/** A guest's bag with one shoe sent to a collection point. */
async function collectionPointBag(headers?: Record<string, string>, storeId: string = point) {
  const shopper = await guestShopper(call, headers);
  const carts = cartClient(call, shopper);
  const { basketId } = await carts.create();
  const cart = await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe, 2), {
    shippingMethod: 'pudo',
    storeId,
  });
  expect(cart.items[0]!.shippingOptions).toMatchObject({
    selected: 'pudo',
    storeInfo: { id: storeId },
  });
  return { basketId, carts, checkout: checkoutClient(call, shopper) };
}

const gbAddress = {
  firstName: 'Jo',
  lastName: 'Collins',
  addressLine1: '12 Camden High Street',
  city: 'London',
  postalCode: 'NW1 0JH',
  countryCode: 'GB',
  email: 'jo.collins@example.com',
  phone: '020 7946 0018',
  phoneCode: '44',
};

const contactPath = (basketId: string) =>
  `/cart/v2/cart/${basketId}/shippingAddress?context=COLLECTION`;

describe('a collection point order', () => {
  it('asks for the contact, keeps it beside the bag, and names the point on the order', async () => {
    const { basketId, checkout } = await collectionPointBag();
    await checkout.ok(`/cart/v1/cart/${basketId}/billingAddress`, 'POST', {
      billingAddress: usAddress,
    });

    const badPhone = await checkout.failure(contactPath(basketId), 'POST', {
      addresses: [{ ...contact, phone: '123' }],
    });
    expect(badPhone).toMatchObject({
      status: 400,
      errorId: 'CHK380',
      field: 'shippingAddress.phone',
    });

    const saved = await checkout.ok(contactPath(basketId), 'POST', { addresses: [contact] });
    expect(saved).toMatchObject({
      shippingAddress: {
        collection: {
          firstName: 'Jo',
          lastName: 'Collins',
          email: 'jo.collins@example.com',
          phone: '+17185550142',
        },
      },
    });

    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    const order = orderResponseSchema.parse(
      await checkout.ok(`/cart/v2/checkout/order/${placed.orderNumber}?st=${placed.st}`, 'GET'),
    );
    expect(order.email).toBe('jo.collins@example.com');
    expect(order.shipments).toContainEqual(
      expect.objectContaining({
        storeId: point,
        shippingMethod: expect.objectContaining({ code: 'pudo', label: 'Collection point' }),
        store: expect.objectContaining({ city: 'Brooklyn', postalCode: '11201' }),
      }),
    );
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, placed.orderNumber));
    expect(row!.shippingAddress).toEqual({
      collection: expect.objectContaining({ firstName: 'Jo', phone: '+17185550142' }),
    });
  });

  it('requires the mobile phone and name where the locale says so (SHP410 for the phone)', async () => {
    const { basketId, checkout } = await collectionPointBag(
      localeHeaders('en_GB', 'EMEA'),
      'GB901',
    );
    await checkout.ok(`/cart/v1/cart/${basketId}/billingAddress`, 'POST', {
      billingAddress: gbAddress,
    });
    // Placement asks for what the shipping step would have.
    const early = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
    );
    expect(early).toMatchObject({ errorId: 'CHK380', field: 'shippingAddress.firstName' });
    const noPhone = await checkout.failure(contactPath(basketId), 'POST', {
      addresses: [{ ...contact, phone: '' }],
    });
    expect(noPhone).toMatchObject({
      status: 400,
      errorId: 'SHP410',
      field: 'shippingAddress.phone',
    });
    const noName = await checkout.failure(contactPath(basketId), 'POST', {
      addresses: [{ ...contact, firstName: '', phone: '020 7946 0018' }],
    });
    expect(noName).toMatchObject({ errorId: 'CHK380', field: 'shippingAddress.firstName' });
  });

  it('leaves the phone and name optional elsewhere, and refuses a contact for a bag collected nowhere', async () => {
    const { basketId, checkout } = await collectionPointBag();
    await checkout.ok(contactPath(basketId), 'POST', {
      addresses: [{ shippingId: 'me', email: 'only.email@example.com' }],
    });

    const shopper = await guestShopper(call);
    const carts = cartClient(call, shopper);
    const home = await carts.create();
    await carts.add(home.basketId, await variantOf(db(), SEED_IDS.regularShoe, 2));
    const refused = await checkoutClient(call, shopper).failure(
      contactPath(home.basketId),
      'POST',
      { addresses: [contact] },
    );
    expect(refused).toMatchObject({ status: 400, errorId: 'ATTR200' });
  });
});

describe('a store that offers no collection points', () => {
  afterEach(() => {
    process.env.DEMO_MODE = '1';
    resetEnvForTests();
  });

  it('hides the choice on bag lines and refuses a line sent to one (SHP404)', async () => {
    const shopper = await guestShopper(call);
    const carts = cartClient(call, shopper);
    const { basketId } = await carts.create();
    const shoe = await variantOf(db(), SEED_IDS.regularShoe, 2);
    // Outside the demo with no provider configured.
    process.env.DEMO_MODE = '0';
    resetEnvForTests();
    const cart = await carts.add(basketId, shoe);
    expect(cart.items[0]!.shippingOptions.available).toEqual(['standard', 'pickup', 'sts']);
    const refused = await carts.failure('/cart/v1/item', 'POST', {
      cartId: basketId,
      productId: shoe,
      shippingMethod: 'pudo',
      storeId: point,
    });
    expect(refused).toMatchObject({ status: 400, errorId: 'SHP404', field: 'shippingMethod' });
  });
});
