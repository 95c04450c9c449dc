import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentSessionResponseSchema } from '@/lib/contracts/checkout';
import {
  ADYEN_MOCK_CHALLENGE_PASSED,
  ADYEN_MOCK_PAYPAL_DETAILS,
  ADYEN_MOCK_REDIRECT_APPROVED,
  ADYEN_MOCK_REDIRECT_DECLINED,
} from '@/mocks/adyen-handlers';
import { cartClient, guestShopper } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { orders } from '../db/schema';
import { setupAdyenCheckoutApi } from './testing/adyen-test-kit';
import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  readyCart,
  stockOf,
  testCard,
} from './testing/checkout-test-kit';

const { adyen, call, db } = setupAdyenCheckoutApi();

describe('checkout with Adyen', () => {
  it('opens an Adyen session with the client key', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
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
    const { basketId, carts, checkout } = await readyCart(call, db(), shopper);
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

  it('sends Adyen the device fingerprint the page posted before placing', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    await checkout.ok('/cart/v1/deviceFingerPrint', 'POST', {
      cartId: basketId,
      fingerprint: 'risk-fingerprint-0001',
    });
    adyen.calls.length = 0;
    await checkout.place(basketId, testCard(AUTHORISED_CARD));
    const payment = adyen.calls.find((c) => c.path === '/payments')!;
    expect(payment.body).toMatchObject({ deviceFingerprint: 'risk-fingerprint-0001' });
  });

  it("hands Adyen's challenge action to the page and completes with /payments/details", async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
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
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, pending.orderNumber));
    expect(order!.payment).toMatchObject({ card: { lastFour: '0006' } });
  });

  it('answers PAY400 and keeps the cart when Adyen rejects the card data', async () => {
    const shopper = await guestShopper(call);
    const { basketId, carts, checkout } = await readyCart(call, db(), shopper);
    const failure = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(basketId, testCard('12')),
    );
    expect(failure.errorId).toBe('PAY400');
    expect((await carts.get(basketId)).items).toHaveLength(1);
  });
});

describe('redirect and wallet payments with Adyen', () => {
  /** A guest's cart of two, placed with the method; 5 in stock before. */
  async function placed(code: 'KLARNA' | 'PAYPAL') {
    const shopper = await guestShopper(call);
    const ready = await readyCart(call, db(), shopper, { qty: 2 });
    await setOnlineStock(db(), ready.variantId, 5);
    adyen.calls.length = 0;
    const pending = await ready.checkout.place(ready.basketId, { type: code.toLowerCase() }, code);
    const orderPath = `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`;
    return { shopper, ...ready, pending, orderPath };
  }

  async function expectNewCartWithSameLines(
    shopper: Awaited<ReturnType<typeof guestShopper>>,
    failure: { data?: Record<string, unknown> | undefined },
    variantId: string,
  ) {
    const renewed = await cartClient(call, shopper).get(String(failure.data!.basketId));
    const own = renewed.items.filter((item) => !item.bonus);
    expect(own.map((item) => [item.productId, item.qty])).toEqual([[variantId, 2]]);
  }

  it('sends Klarna shoppers to Adyen with a return URL to the checkout return page', async () => {
    const { pending, variantId } = await placed('KLARNA');
    expect(pending.status).toBe('PaymentPending');
    expect(pending.flash[0]!.data.action).toMatchObject({
      type: 'redirect',
      method: 'GET',
      provider: 'adyen',
      url: expect.stringMatching(/^https:\/\/checkoutshopper-test\.adyen\.com\//),
    });
    const request = adyen.calls.find((entry) => entry.path === '/payments')!;
    expect(request.body).toMatchObject({
      paymentMethod: { type: 'klarna' },
      returnUrl: `http://localhost:3000/en-us/checkout/return?orderNumber=${pending.orderNumber}&st=${pending.st}`,
    });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 2 });
  });

  it('completes a Klarna order with the redirectResult the shopper came back with', async () => {
    const { checkout, orderPath, variantId } = await placed('KLARNA');
    const done = await checkout.ok(orderPath, 'PATCH', {
      paymentMethod: {
        code: 'KLARNA',
        additionalData: { redirectResult: ADYEN_MOCK_REDIRECT_APPROVED },
      },
    });
    expect(done).toMatchObject({ status: 'Created' });
    expect(adyen.calls.at(-1)).toMatchObject({
      path: '/payments/details',
      body: { details: { redirectResult: ADYEN_MOCK_REDIRECT_APPROVED } },
    });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
  });

  it('cancels a refused Klarna order: PAY400, stock back and a new cart with the same lines', async () => {
    const { shopper, basketId, checkout, orderPath, variantId } = await placed('KLARNA');
    const failure = await checkout.failure(orderPath, 'PATCH', {
      paymentMethod: {
        code: 'KLARNA',
        additionalData: { redirectResult: ADYEN_MOCK_REDIRECT_DECLINED },
      },
    });
    expect(failure).toMatchObject({ errorId: 'PAY400', status: 402 });
    expect(failure.data!.basketId).not.toBe(basketId);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 0 });
    await expectNewCartWithSameLines(shopper, failure, variantId);
  });

  it("hands PayPal's sdk action to the page and completes with PayPal's approval", async () => {
    const { pending, checkout, orderPath, variantId } = await placed('PAYPAL');
    const action = pending.flash[0]!.data.action;
    expect(action).toMatchObject({
      type: 'sdk',
      provider: 'adyen',
      paymentMethodType: 'paypal',
      raw: { sdkData: { token: 'EC-MOCK0001' } },
    });
    expect(adyen.calls.find((entry) => entry.path === '/payments')!.body).toMatchObject({
      paymentMethod: { type: 'paypal', subtype: 'sdk' },
    });
    const done = await checkout.ok(orderPath, 'PATCH', {
      paymentMethod: { code: 'PAYPAL', additionalData: { details: ADYEN_MOCK_PAYPAL_DETAILS } },
    });
    expect(done).toMatchObject({ status: 'Created' });
    expect(adyen.calls.at(-1)).toMatchObject({
      path: '/payments/details',
      body: { details: ADYEN_MOCK_PAYPAL_DETAILS, paymentData: action.paymentData },
    });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
  });

  it('releases a PayPal order the shopper closed without asking Adyen', async () => {
    const { shopper, checkout, orderPath, variantId } = await placed('PAYPAL');
    const callsBefore = adyen.calls.length;
    const failure = await checkout.failure(orderPath, 'PATCH', {
      paymentMethod: { code: 'PAYPAL', additionalData: { cancelled: true } },
    });
    expect(failure).toMatchObject({ errorId: 'PAY400', status: 402 });
    expect(adyen.calls).toHaveLength(callsBefore);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 0 });
    await expectNewCartWithSameLines(shopper, failure, variantId);
  });

  it("has no simulated provider page: Adyen's own pages stand in", async () => {
    const shopper = await guestShopper(call);
    const { checkout } = await readyCart(call, db(), shopper);
    const failure = await checkout.failure('/cart/v1/paymentSession/simulator/redirect', 'POST', {
      token: 'simredirect.e30.x',
      approved: true,
    });
    expect(failure).toMatchObject({ errorId: 'API404', status: 404 });
  });
});
