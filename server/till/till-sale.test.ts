import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartSchema } from '@/lib/contracts/cart';
import { tillCustomerResponseSchema } from '@/lib/contracts/till';
import { createAccount, guestToken } from '../auth/testing/auth-test-kit';
import { setStoreStock } from '../cart/testing/catalog-facts';
import { setupCartApi, shopperCalls, variantOf } from '../cart/testing/cart-test-kit';
import { AUTHORISED_CARD, readyCart, testCard } from '../checkout/testing/checkout-test-kit';
import { consumers, orders, storeInventory } from '../db/schema';
import {
  SEED_ASSOCIATE_PASSWORD,
  SEED_EMPLOYEE_ID,
  SEED_IDS,
  SEED_STORE_IDS,
  SEED_STORE_MANAGER,
} from '../db/seed/fixtures';
import { CookieJar } from '../testing/test-api';

const { call, db } = setupCartApi();
const inStoreSalesInfo = { storeId: SEED_STORE_IDS.pickupStore, storeEmployeeId: SEED_EMPLOYEE_ID };
const SEARCH = '/consumers-v3/agent/customers';

/** A till: the associate's session and the shopper's guest session in one browser. */
async function till(employeeId: string = SEED_EMPLOYEE_ID) {
  const jar = new CookieJar();
  const login = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: {
      storeId: inStoreSalesInfo.storeId,
      employeeId,
      password: SEED_ASSOCIATE_PASSWORD,
    },
    jar,
  });
  expect(login.status).toBe(200);
  await guestToken(call, jar);
  return { jar };
}

let members = 0;
async function member() {
  members += 1;
  const memberId = `M7${String(Date.now()).slice(-6)}${members}`;
  const phone = `21255${String(members).padStart(5, '0')}`;
  const account = await createAccount(db(), {
    firstName: 'Dana',
    lastName: 'Walker',
    phone,
    phoneCode: '1',
    isLoyaltyMember: true,
    memberId,
    loyaltyOptInDate: new Date('2025-06-01T00:00:00Z'),
  });
  return { ...account, memberId, phone };
}

const search = async (jar: CookieJar, query: string) => {
  const reply = await call(`${SEARCH}?${query}`, { jar });
  return { status: reply.status, json: reply.json };
};
const found = async (jar: CookieJar, query: string) =>
  tillCustomerResponseSchema.parse((await search(jar, query)).json).customer;

describe('finding the customer at the till', () => {
  it('finds one customer by exact email, member id or phone, and says plainly when none', async () => {
    const { jar } = await till();
    const customer = await member();
    const card = {
      consumerId: customer.id,
      name: 'Dana Walker',
      maskedEmail: `${customer.email[0]}•••@example.com`,
      memberId: customer.memberId,
    };
    expect(await found(jar, `email=${encodeURIComponent(customer.email.toUpperCase())}`)).toEqual(
      card,
    );
    expect(await found(jar, `memberId=${customer.memberId}`)).toEqual(card);
    const national = `(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`;
    expect(await found(jar, `phone=${encodeURIComponent(national)}`)).toEqual(card);
    expect(await found(jar, `phone=${encodeURIComponent(`+1${customer.phone}`)}`)).toEqual(card);
    expect(await found(jar, `email=nobody.${customer.email}`)).toBeNull();
    expect(await found(jar, `memberId=${customer.memberId.slice(0, -1)}`)).toBeNull();
  });

  it('answers only a signed-in associate, one way of searching at a time, at a till’s pace', async () => {
    const shopper = new CookieJar();
    await guestToken(call, shopper);
    expect((await search(shopper, 'memberId=M1')).status).toBe(401);

    // An associate of their own: the limit counts per associate.
    const { jar } = await till(SEED_STORE_MANAGER.employeeId);
    expect((await search(jar, '')).status).toBe(400);
    expect((await search(jar, 'memberId=M1&email=a%40example.com')).status).toBe(400);
    const statuses: number[] = [];
    for (let n = 0; n < 19; n += 1) statuses.push((await search(jar, 'memberId=M0')).status);
    // The two refused searches above counted: 18 more are answered, the 19th is refused.
    expect(statuses.slice(0, 18).every((status) => status === 200)).toBe(true);
    expect(statuses[18]).toBe(403);
  });
});

describe('selling to the customer', () => {
  it('places the order in the customer’s account, earning their points; detached, a guest sale', async () => {
    const { jar } = await till();
    const customer = await member();
    const { basketId, checkout } = await readyCart(call, db(), { jar });
    const calls = shopperCalls(call, { jar });
    const path = `/cart/v1/cart/${basketId}/customer`;

    const attached = cartSchema.parse(await calls.ok(path, 'PUT', { consumerId: customer.id }));
    expect(attached.tillSale.customer).toMatchObject({
      consumerId: customer.id,
      name: 'Dana Walker',
    });
    const detached = cartSchema.parse(await calls.ok(path, 'DELETE'));
    expect(detached.tillSale.customer).toBeNull();
    await calls.ok(path, 'PUT', { consumerId: customer.id });

    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', {
      ...checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      inStoreSalesInfo,
    });
    expect(reply.status).toBe(200);
    const { orderNumber } = reply.json as { orderNumber: string };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.consumerId).toBe(customer.id);
    const [account] = await db().select().from(consumers).where(eq(consumers.id, customer.id));
    expect(account!.loyaltyPoints).toBeGreaterThan(0);
  });

  it('lets only an associate attach, and only an existing customer', async () => {
    const shopper = new CookieJar();
    await guestToken(call, shopper);
    const { basketId } = await readyCart(call, db(), { jar: shopper });
    const path = `/cart/v1/cart/${basketId}/customer`;
    const customer = await member();
    const refused = await shopperCalls(call, { jar: shopper }).failure(path, 'PUT', {
      consumerId: customer.id,
    });
    expect(refused).toMatchObject({ status: 401, errorId: 'AUT404' });

    const { jar } = await till();
    const own = await readyCart(call, db(), { jar });
    const unknown = await shopperCalls(call, { jar }).failure(
      `/cart/v1/cart/${own.basketId}/customer`,
      'PUT',
      { consumerId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(unknown).toMatchObject({ status: 400, errorId: 'ATTR200' });
  });
});

describe('handing the items over at the till', () => {
  it('takes the lines off the session store’s shelves and completes the order without shipping', async () => {
    const { jar } = await till();
    const { basketId, checkout, variantId } = await readyCart(call, db(), { jar });
    const store = inStoreSalesInfo.storeId;
    await setStoreStock(db(), store, variantId, 5);
    const calls = shopperCalls(call, { jar });
    const handOver = cartSchema.parse(
      await calls.ok(`/cart/v1/cart/${basketId}/handOver`, 'PUT', { handOverInStore: true }),
    );
    expect(handOver.tillSale.handOverInStore).toBe(true);
    expect(handOver.items.map((item) => [item.shippingOptions.selected, item.storeId])).toEqual([
      ['pickup', store],
    ]);

    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', {
      ...checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      inStoreSalesInfo,
    });
    expect(reply.status).toBe(200);
    const { orderNumber } = reply.json as { orderNumber: string };
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order).toMatchObject({ status: 'Delivered', shippingAddress: null });
    expect(order!.handedOverAt).not.toBeNull();
    const [shelf] = await db()
      .select({ quantity: storeInventory.quantity })
      .from(storeInventory)
      .where(and(eq(storeInventory.storeId, store), eq(storeInventory.variantId, variantId)));
    expect(shelf!.quantity).toBe(4);
  });

  it('picks up at the store what the associate adds once the sale is handed over', async () => {
    const { jar } = await till();
    const { basketId, carts, variantId } = await readyCart(call, db(), { jar });
    const store = inStoreSalesInfo.storeId;
    await setStoreStock(db(), store, variantId, 3);
    await shopperCalls(call, { jar }).ok(`/cart/v1/cart/${basketId}/handOver`, 'PUT', {
      handOverInStore: true,
    });
    const anotherSize = await variantOf(db(), SEED_IDS.regularShoe, 1);
    await setStoreStock(db(), store, anotherSize, 3);
    const cart = await carts.add(basketId, anotherSize);
    expect(
      cart.items
        .filter((item) => !item.bonus)
        .map((item) => [item.shippingOptions.selected, item.storeId]),
    ).toEqual([
      ['pickup', store],
      ['pickup', store],
    ]);
    // Two pairs earn the free gift, which leaves with them.
    const gifts = cart.items.filter((item) => item.bonus);
    expect(gifts.map((gift) => [gift.shippingOptions.selected, gift.storeId])).toEqual([
      ['pickup', store],
    ]);
  });

  it('lets only an associate hand over', async () => {
    const shopper = new CookieJar();
    await guestToken(call, shopper);
    const { basketId } = await readyCart(call, db(), { jar: shopper });
    const refused = await shopperCalls(call, { jar: shopper }).failure(
      `/cart/v1/cart/${basketId}/handOver`,
      'PUT',
      { handOverInStore: true },
    );
    expect(refused).toMatchObject({ status: 401, errorId: 'AUT404' });
  });
});
