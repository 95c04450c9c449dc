import { beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '@/lib/contracts/cart';
import type { AddressInput } from '@/lib/contracts/address';
import { applePayAvailabilitySchema, paymentMethodsResponseSchema } from '@/lib/contracts/checkout';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { ApiCall } from '../auth/testing/auth-test-kit';
import { cartClient, guestShopper, localeHeaders, variantOf } from '../cart/testing/cart-test-kit';
import { SEED_IDS } from '../db/seed/fixtures';
import {
  createApplePayMerchant,
  type ApplePayGatewayReply,
  type ApplePayTransport,
} from '../payments/apple-pay-merchant';
import { createTestApi } from '../testing/test-api';
import { setupAdyenCheckoutApi } from './testing/adyen-test-kit';
import { checkoutClient, usAddress } from './testing/checkout-test-kit';

/** Stands in for Apple's gateway: records each validation and answers `next`. */
function fakeGateway() {
  const calls: { url: string; body: unknown; cert: string; key: string }[] = [];
  const state: { next: ApplePayGatewayReply | Error } = {
    next: {
      status: 200,
      body: JSON.stringify({ merchantSessionIdentifier: 'SSH-1', signature: 'sig' }),
    },
  };
  const transport: ApplePayTransport = async (url, body, tls) => {
    calls.push({ url, body: JSON.parse(body), ...tls });
    if (state.next instanceof Error) throw state.next;
    return state.next;
  };
  return { calls, state, transport };
}

const gateway = fakeGateway();
const applePay = createApplePayMerchant({
  merchantIdentifier: 'merchant.com.stride',
  displayName: 'Stride',
  initiativeContext: 'shop.stride.example',
  cert: 'CERT PEM',
  key: 'KEY PEM',
  transport: gateway.transport,
});
/** Apple Pay configured with Adyen (mocked for this file); the others share its database. */
const adyenApi = setupAdyenCheckoutApi({ applePay });
const withApplePay = adyenApi.call;
/** Apple Pay configured, but payments run by the simulator. */
let onSimulator: ApiCall;
/** Nothing configured: the simulator, no Apple Pay. */
let plain: ApiCall;
beforeAll(() => {
  onSimulator = createTestApi(adyenApi.db(), { applePay });
  plain = createTestApi(adyenApi.db(), { applePay: null });
});

async function cartWithShoe(call: ApiCall, headers?: Record<string, string>) {
  const shopper = await guestShopper(call, headers);
  const carts = cartClient(call, shopper);
  const { basketId } = await carts.create();
  await carts.add(basketId, await variantOf(adyenApi.db(), SEED_IDS.regularShoe));
  return { basketId, carts, checkout: checkoutClient(call, shopper) };
}

const VALIDATION = '/cart/v1/paymentSession/applePay/validation';

describe('Apple Pay merchant validation', () => {
  it("asks Apple's gateway with the merchant certificate and answers Apple's session", async () => {
    const { checkout } = await cartWithShoe(withApplePay);
    const url = 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession';
    const session = await checkout.ok(VALIDATION, 'POST', { validationURL: url });
    expect(session).toEqual({ merchantSessionIdentifier: 'SSH-1', signature: 'sig' });
    expect(gateway.calls.at(-1)).toEqual({
      url,
      body: {
        merchantIdentifier: 'merchant.com.stride',
        displayName: 'Stride',
        initiative: 'web',
        initiativeContext: 'shop.stride.example',
      },
      cert: 'CERT PEM',
      key: 'KEY PEM',
    });
  });

  it.each([
    ['plain http', 'http://apple-pay-gateway.apple.com/paymentservices/startSession'],
    ['another host', 'https://attacker.example/paymentservices/startSession'],
    ['a look-alike host', 'https://apple-pay-gateway.apple.com.attacker.example/paymentservices/x'],
    ['an internal address', 'https://169.254.169.254/paymentservices/startSession'],
    ['another port', 'https://apple-pay-gateway.apple.com:8443/paymentservices/startSession'],
    ['credentials', 'https://user:pw@apple-pay-gateway.apple.com/paymentservices/startSession'],
    ['another path', 'https://apple-pay-gateway.apple.com/admin'],
    ['no URL at all', 'not a url'],
  ])('refuses %s without connecting anywhere', async (_what, validationURL) => {
    const { checkout } = await cartWithShoe(withApplePay);
    const before = gateway.calls.length;
    const failure = await checkout.failure(VALIDATION, 'POST', { validationURL });
    expect(failure).toMatchObject({
      status: 400,
      errorId: 'ATTR200',
      field: 'body.validationURL',
    });
    expect(failure.correlationId).toBeTruthy();
    expect(gateway.calls.length).toBe(before);
  });

  it.each([
    'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    'https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/startSession',
    'https://cn-apple-pay-gateway-sh-pod2.apple.com/paymentservices/paymentSession',
  ])('accepts the Apple Pay gateway %s', async (validationURL) => {
    const { checkout } = await cartWithShoe(withApplePay);
    await checkout.ok(VALIDATION, 'POST', { validationURL });
  });

  it("answers PAY400 when Apple refuses or does not answer, never Apple's error", async () => {
    const { checkout } = await cartWithShoe(withApplePay);
    const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
    gateway.state.next = { status: 400, body: '{"statusMessage":"Payment Services Exception"}' };
    expect(await checkout.failure(VALIDATION, 'POST', { validationURL })).toMatchObject({
      status: 402,
      errorId: 'PAY400',
      message: 'Apple Pay could not validate this store.',
    });
    gateway.state.next = new Error('socket hang up');
    expect(await checkout.failure(VALIDATION, 'POST', { validationURL })).toMatchObject({
      errorId: 'PAY400',
    });
    gateway.state.next = { status: 200, body: 'not json' };
    expect(await checkout.failure(VALIDATION, 'POST', { validationURL })).toMatchObject({
      errorId: 'PAY400',
    });
    gateway.state.next = { status: 200, body: '{"merchantSessionIdentifier":"SSH-1"}' };
  });

  it('answers PYT404 when the store has no Apple Pay', async () => {
    const { checkout } = await cartWithShoe(plain);
    const failure = await checkout.failure(VALIDATION, 'POST', {
      validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    });
    expect(failure).toMatchObject({ status: 404, errorId: 'PYT404' });
  });
});

describe('Apple Pay among the payment methods', () => {
  const applePayEntry = async (call: ApiCall) => {
    const { basketId, checkout } = await cartWithShoe(call);
    const methods = paymentMethodsResponseSchema.parse(
      await checkout.ok(`/cart/v1/cart/${basketId}/paymentMethods`, 'GET'),
    );
    return methods.paymentMethods.find((method) => method.id === 'DW_APPLE_PAY');
  };

  it('is applicable with Apple Pay configured and Adyen taking the token', async () => {
    expect(await applePayEntry(withApplePay)).toEqual({ id: 'DW_APPLE_PAY', applicable: true });
  });

  it('is not applicable without Apple Pay settings, nor with the simulator', async () => {
    const notOffered = { id: 'DW_APPLE_PAY', applicable: false, reason: 'PYT404' };
    expect(await applePayEntry(plain)).toEqual(notOffered);
    expect(await applePayEntry(onSimulator)).toEqual(notOffered);
  });

  it.each([
    ['without Apple Pay settings', () => plain],
    ['with the simulator', () => onSimulator],
  ])('is refused %s: as an instrument and at placement, PYT404', async (_where, api) => {
    const { basketId, carts, checkout } = await cartWithShoe(api());
    await checkout.shipTo(basketId);
    await checkout.billSameAsShipping(basketId);
    const instrument = await checkout.failure(
      `/cart/v1/cart/${basketId}/paymentInstruments`,
      'POST',
      { payment_method_id: 'DW_APPLE_PAY' },
    );
    expect(instrument).toMatchObject({ status: 404, errorId: 'PYT404' });
    const placed = await checkout.failure(
      '/cart/v2/checkout/order',
      'PUT',
      checkout.placeBody(
        basketId,
        { type: 'applepay', walletToken: 'eyJkYXRhIjoiLi4uIn0=' },
        'DW_APPLE_PAY',
      ),
    );
    expect(placed).toMatchObject({ status: 404, errorId: 'PYT404' });
    // Nothing was held: the bag is still open to pay another way.
    expect((await carts.get(basketId)).items).toHaveLength(1);
  });
});

describe('Apple Pay offered by the store, for the product page', () => {
  const offered = async (call: ApiCall) => {
    const reply = await call('/cart/v1/paymentSession/applePay', { method: 'GET' });
    expect(reply.status).toBe(200);
    return applePayAvailabilitySchema.parse(reply.json).offered;
  };

  it('is offered with Apple Pay configured and Adyen, without any cart', async () => {
    expect(await offered(withApplePay)).toBe(true);
  });

  it('is not offered without Apple Pay settings, nor with the simulator', async () => {
    expect(await offered(plain)).toBe(false);
    expect(await offered(onSimulator)).toBe(false);
  });
});

/** Apple Pay's shipping contact before payment: no name, street, email or phone. */
const redactedContact: AddressInput = {
  countryCode: 'US',
  province: 'NY',
  city: 'New York',
  postalCode: '10118',
};

describe('Apple Pay estimate address', () => {
  const estimate = (
    checkout: ReturnType<typeof checkoutClient>,
    basketId: string,
    address: AddressInput,
    context = 'APPLE_PAY_EXPRESS',
  ) =>
    checkout.send(`/cart/v2/cart/${basketId}/shippingAddress?context=${context}`, 'POST', {
      addresses: [address],
      estimate: true,
      recaptcha_response: offlineRecaptchaToken('placeOrder'),
    });

  it('quotes delivery and tax from the redacted contact and stores it as partial', async () => {
    const { basketId, checkout } = await cartWithShoe(plain);
    const reply = await estimate(checkout, basketId, redactedContact);
    expect(reply.status).toBe(200);
    const cart = cartSchema.parse(reply.json);
    expect(cart.shippingAddress).toMatchObject({
      countryCode: 'US',
      province: 'NY',
      postalCode: '10118',
      city: 'New York',
      partial: true,
      context: 'APPLE_PAY_EXPRESS',
    });
    expect(cart.totals.tax).toBeGreaterThan(0);
    const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
    expect(home?.applicableShippingMethods.length).toBeGreaterThan(0);
  });

  it('takes a state by its name and a Canadian forward sortation area', async () => {
    const us = await cartWithShoe(plain);
    const byName = await estimate(us.checkout, us.basketId, {
      ...redactedContact,
      province: 'New York',
    });
    expect(cartSchema.parse(byName.json).shippingAddress).toMatchObject({ province: 'NY' });

    const canada = await cartWithShoe(plain, localeHeaders('en_CA', 'NORA'));
    const reply = await estimate(canada.checkout, canada.basketId, {
      countryCode: 'CA',
      province: 'ON',
      city: 'Toronto',
      postalCode: 'm5v',
    });
    expect(reply.status).toBe(200);
    expect(cartSchema.parse(reply.json).shippingAddress).toMatchObject({ postalCode: 'M5V' });
  });

  it.each([
    [
      'another country',
      { countryCode: 'CA', province: 'ON', postalCode: 'M5V' },
      'PAY401',
      'country',
    ],
    ['a city over 50 characters', { city: 'x'.repeat(51) }, 'CHK380', 'city'],
    ['a postal code of no form', { postalCode: 'ABCDE' }, 'CHK380', 'postalCode'],
    ['no postal code', { postalCode: '' }, 'CHK380', 'postalCode'],
    ['an unknown state', { province: 'Atlantis' }, 'CHK380', 'province'],
    ['a postal code of another state', { postalCode: '90210' }, 'CHK320', 'postalCode'],
  ])('refuses %s with %s', async (_what, change, errorId, field) => {
    const { basketId, checkout } = await cartWithShoe(plain);
    const reply = await estimate(checkout, basketId, { ...redactedContact, ...change });
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      errorDetails: [{ errorId, field: `shippingAddress.${field}` }],
    });
  });

  it('is only taken in the Apple Pay context', async () => {
    const { basketId, checkout } = await cartWithShoe(plain);
    const reply = await estimate(checkout, basketId, redactedContact, 'PAYPAL_EXPRESS');
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({ errorDetails: [{ errorId: 'ATTR200' }] });
  });

  it('cannot be placed until the full contact replaces it, which then places', async () => {
    const { basketId, checkout } = await cartWithShoe(withApplePay);
    await estimate(checkout, basketId, redactedContact);
    await checkout.ok(`/cart/v1/cart/${basketId}/billingAddress`, 'POST', {
      billingAddress: usAddress,
    });
    const body = checkout.placeBody(
      basketId,
      { type: 'applepay', walletToken: 'eyJkYXRhIjoiLi4uIn0=' },
      'DW_APPLE_PAY',
    );
    expect(await checkout.failure('/cart/v2/checkout/order', 'PUT', body)).toMatchObject({
      errorId: 'PYT405',
    });

    // Apple Pay allows 50 characters of city where the form allows 30.
    const longCity = 'Town of Saint Longname upon the Hudson River';
    const full = await checkout.send(
      `/cart/v2/cart/${basketId}/shippingAddress?context=APPLE_PAY_EXPRESS`,
      'POST',
      {
        addresses: [{ ...usAddress, city: longCity }],
        recaptcha_response: offlineRecaptchaToken('placeOrder'),
      },
    );
    expect(full.status).toBe(200);
    const shipping = cartSchema.parse(full.json).shippingAddress;
    expect(shipping).toMatchObject({ city: longCity, addressLine1: '350 Fifth Avenue' });
    expect(shipping).not.toHaveProperty('partial');

    const placed = await checkout.send('/cart/v2/checkout/order', 'PUT', body);
    expect(placed.status).toBe(200);
    expect(placed.json).toMatchObject({ status: 'Created' });
  });

  it('keeps the 30-character city of the checkout form everywhere else', async () => {
    const { basketId, checkout } = await cartWithShoe(plain);
    const failure = await checkout.failure(`/cart/v2/cart/${basketId}/shippingAddress`, 'POST', {
      addresses: [{ ...usAddress, city: 'Town of Saint Longname upon the Hudson River' }],
    });
    expect(failure).toMatchObject({ errorId: 'CHK380', field: 'shippingAddress.city' });
  });
});
