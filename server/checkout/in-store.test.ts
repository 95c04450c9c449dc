import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { setupCartApi } from '../cart/testing/cart-test-kit';
import { SEED_ASSOCIATE_PASSWORD, SEED_EMPLOYEE_ID, SEED_STORE_IDS } from '../db/seed/fixtures';
import { guestToken } from '../auth/testing/auth-test-kit';
import { storeEmployees, stores } from '../db/schema';
import { CookieJar } from '../testing/test-api';
import { AUTHORISED_CARD, readyCart, testCard } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();

const inStoreSalesInfo = { storeId: SEED_STORE_IDS.pickupStore, storeEmployeeId: SEED_EMPLOYEE_ID };

/** A till: the associate's session and the shopper's guest session in one browser. */
async function till() {
  const jar = new CookieJar();
  const login = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: {
      storeId: inStoreSalesInfo.storeId,
      employeeId: SEED_EMPLOYEE_ID,
      password: SEED_ASSOCIATE_PASSWORD,
    },
    jar,
  });
  expect(login.status).toBe(200);
  await guestToken(call, jar);
  return { jar };
}

describe('buy in store', () => {
  it('records the store and associate on the order, and lets that associate read it', async () => {
    const shopper = await till();
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', {
      ...checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      inStoreSalesInfo,
    });
    expect(reply.status).toBe(200);
    const { orderNumber } = reply.json as { orderNumber: string };

    // The shopper's session ends; the associate still reads the order with the till's cookie.
    const associateOnly = new CookieJar();
    associateOnly.set('stride_agent', shopper.jar.get('stride_agent')!);
    const read = await call(`/cart/v2/checkout/order/${orderNumber}`, { jar: associateOnly });
    expect(read.status).toBe(200);
    const [store] = await db()
      .select({ name: stores.name })
      .from(stores)
      .where(eq(stores.id, inStoreSalesInfo.storeId));
    const [associate] = await db()
      .select({ name: storeEmployees.name })
      .from(storeEmployees)
      .where(eq(storeEmployees.id, SEED_EMPLOYEE_ID));
    expect(read.json).toMatchObject({
      inStoreSalesInfo,
      inStoreSale: { storeName: store!.name, associateName: associate!.name, handedOverAt: null },
    });
  });

  it('refuses in-store sales info without the matching associate session (AUT404)', async () => {
    const jar = new CookieJar();
    await guestToken(call, jar);
    const { basketId, checkout } = await readyCart(call, db(), { jar });
    const reply = await checkout.send('/cart/v2/checkout/order', 'PUT', {
      cartId: basketId,
      paymentMethod: { code: 'CREDIT_CARD', additionalData: testCard(AUTHORISED_CARD) },
      recaptcha_response: offlineRecaptchaToken('placeOrder'),
      inStoreSalesInfo,
    });
    expect(reply.status).toBe(401);
    expect((reply.json as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'AUT404',
    );
  });
});
