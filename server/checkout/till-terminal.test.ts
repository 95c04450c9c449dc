import { describe, expect, it } from 'vitest';
import { paymentMethodsResponseSchema } from '@/lib/contracts/checkout';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { guestToken } from '../auth/testing/auth-test-kit';
import { setupCartApi } from '../cart/testing/cart-test-kit';
import { SEED_ASSOCIATE_PASSWORD, SEED_EMPLOYEE_ID, SEED_STORE_IDS } from '../db/seed/fixtures';
import { CookieJar } from '../testing/test-api';
import { readyCart } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();
const inStoreSalesInfo = { storeId: SEED_STORE_IDS.pickupStore, storeEmployeeId: SEED_EMPLOYEE_ID };

async function till() {
  const jar = new CookieJar();
  const login = await call('/consumers-v3/consumer/agent/login', {
    method: 'POST',
    body: { ...inStoreSalesInfo, employeeId: SEED_EMPLOYEE_ID, password: SEED_ASSOCIATE_PASSWORD },
    jar,
  });
  expect(login.status).toBe(200);
  await guestToken(call, jar);
  return jar;
}

const terminalBody = (
  cartId: string,
  additionalData: Record<string, unknown>,
  sale: Record<string, unknown> = { inStoreSalesInfo },
) => ({
  cartId,
  paymentMethod: { code: 'POS_TERMINAL', additionalData },
  recaptcha_response: offlineRecaptchaToken('placeOrder'),
  ...sale,
});

const errorIdOf = (json: unknown) =>
  (json as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId;

describe('paying at the store’s card terminal (the demo’s simulated terminal)', () => {
  it('is offered at a till only', async () => {
    const jar = await till();
    const { basketId, checkout } = await readyCart(call, db(), { jar });
    const methods = paymentMethodsResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/paymentMethods`, 'GET'),
    );
    expect(methods.paymentMethods).toContainEqual({
      id: 'POS_TERMINAL',
      applicable: true,
      simulated: true,
    });

    const shopper = new CookieJar();
    await guestToken(call, shopper);
    const own = await readyCart(call, db(), { jar: shopper });
    const offered = paymentMethodsResponseSchema.parse(
      await own.checkout.ok(`/cart/v1/cart/${own.basketId}/paymentMethods`, 'GET'),
    );
    expect(offered.paymentMethods.map((method) => method.id)).not.toContain('POS_TERMINAL');
    const refused = await own.checkout.failure(
      `/cart/v1/cart/${own.basketId}/paymentInstruments`,
      'POST',
      { payment_method_id: 'POS_TERMINAL' },
    );
    expect(refused.errorId).toBe('PYT404');
    const placed = await own.checkout.send(
      '/cart/v2/checkout/order',
      'PUT',
      terminalBody(own.basketId, { terminalResult: 'approved' }, {}),
    );
    expect(errorIdOf(placed.json)).toBe('PYT404');
  });

  it('places the order as the associate answers: declined gives the bag back, approved pays', async () => {
    const jar = await till();
    const { basketId, checkout } = await readyCart(call, db(), { jar });
    const place = (additionalData: Record<string, unknown>, sale?: Record<string, unknown>) =>
      checkout.send('/cart/v2/checkout/order', 'PUT', terminalBody(basketId, additionalData, sale));

    const unanswered = await place({});
    expect(errorIdOf(unanswered.json)).toBe('PYT406');
    const notASale = await place({ terminalResult: 'approved' }, {});
    expect(errorIdOf(notASale.json)).toBe('PYT404');

    const declined = await place({ terminalResult: 'declined' });
    expect(declined.status).toBe(402);
    expect(errorIdOf(declined.json)).toBe('PAY400');

    // The refused payment reopened the bag as a new basket: place that one.
    const again = await checkout.ok('/cart/v1/cart', 'POST');
    const reopened = (again as { basketId: string }).basketId;
    const approved = await checkout.send(
      '/cart/v2/checkout/order',
      'PUT',
      terminalBody(reopened, { terminalResult: 'approved' }),
    );
    expect(approved.status).toBe(200);
    const { orderNumber } = approved.json as { orderNumber: string };
    const order = await checkout.ok(`/cart/v2/checkout/order/${orderNumber}`, 'GET');
    expect(order).toMatchObject({ status: 'Created', inStoreSalesInfo });
  });
});
