import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSessionResponseSchema } from '@/lib/contracts/checkout';
import { ADYEN_MOCK_CHALLENGE_PASSED, adyenHandlers } from '@/mocks/adyen-handlers';
import type { ApiCall } from '../auth/testing/auth-test-kit';
import { guestShopper } from '../cart/testing/cart-test-kit';
import type { DatabaseHandle } from '../db/client';
import { orders } from '../db/schema';
import { MIN_PRODUCT_COUNT } from '../db/seed/fixtures';
import { seedDatabase } from '../db/seed/run';
import { adyenBaseUrl, createAdyenProvider } from '../payments/adyen';
import { createTestApi } from '../testing/test-api';
import { createTestDatabase } from '../testing/test-database';
import { AUTHORISED_CARD, CHALLENGE_CARD, readyCart, testCard } from './testing/checkout-test-kit';

const config = {
  apiKey: 'AQE-test-key',
  clientKey: 'test_CLIENTKEY',
  merchantAccount: 'StrideECOM',
  environment: 'test' as const,
};
const adyen = adyenHandlers({
  baseUrl: adyenBaseUrl(config),
  apiKey: config.apiKey,
  merchantAccount: config.merchantAccount,
});
const server = setupServer(...adyen.handlers);

let database: DatabaseHandle;
let call: ApiCall;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: MIN_PRODUCT_COUNT });
  call = createTestApi(database.db, { payments: createAdyenProvider(config) });
});
afterAll(async () => {
  server.close();
  await database.close();
});

describe('checkout with Adyen', () => {
  it('opens an Adyen session with the client key', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, database.db, shopper);
    const session = paymentSessionResponseSchema.parse(
      await checkout.ok(`/cart/v1/paymentSession?basketId=${basketId}`, 'GET'),
    );
    expect(session).toMatchObject({
      provider: 'adyen',
      meta: { clientKey: 'test_CLIENTKEY', environment: 'test' },
    });
    expect(session.meta.sessionData).toBeTruthy();
  });

  it('authorises the order total in minor units with the basket version as idempotency key', async () => {
    const shopper = await guestShopper(call);
    const { basketId, carts, checkout } = await readyCart(call, database.db, shopper);
    const cart = await carts.get(basketId);
    adyen.calls.length = 0;
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(placed.status).toBe('Created');
    const payment = adyen.calls.find((c) => c.path === '/payments')!;
    expect(payment.idempotencyKey).toMatch(new RegExp(`^${basketId}:v\\d+$`));
    expect(payment.body).toMatchObject({
      amount: { value: Math.round(cart.totals.total * 100), currency: 'USD' },
      reference: placed.orderNumber,
      merchantAccount: 'StrideECOM',
    });
  });

  it("hands Adyen's challenge action to the page and completes with /payments/details", async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, database.db, shopper);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    expect(pending.flash[0]!.data.action).toMatchObject({
      type: 'threeDS2',
      subtype: 'challenge',
      provider: 'adyen',
      token: 'mock-3ds2-token',
      raw: { authorisationToken: 'mock-authorisation-token' },
    });
    const done = await checkout.ok(`/cart/v2/checkout/order/${pending.orderNumber}`, 'PATCH', {
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: { threeDS2Result: ADYEN_MOCK_CHALLENGE_PASSED },
      },
    });
    expect(done).toMatchObject({ status: 'Created' });
    expect(adyen.calls.at(-1)).toMatchObject({
      path: '/payments/details',
      body: { details: { threeDSResult: ADYEN_MOCK_CHALLENGE_PASSED } },
    });
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, pending.orderNumber));
    expect(order!.payment).toMatchObject({ card: { lastFour: '0006' } });
  });

  it('answers PAY400 and keeps the cart when Adyen rejects the card data', async () => {
    const shopper = await guestShopper(call);
    const { basketId, carts, checkout } = await readyCart(call, database.db, shopper);
    const failure = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard('12')),
    );
    expect(failure.errorId).toBe('PAY400');
    expect((await carts.get(basketId)).items).toHaveLength(1);
  });
});
