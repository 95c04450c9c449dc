import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ADYEN_MOCK_CHALLENGE_FAILED,
  ADYEN_MOCK_CHALLENGE_PASSED,
  adyenHandlers,
} from '@/mocks/adyen-handlers';
import { adyenBaseUrl, createAdyenProvider } from './adyen';
import { PaymentProviderError, type AuthorisationInput } from './provider';

const config = {
  apiKey: 'AQE-test-key',
  clientKey: 'test_CLIENTKEY',
  merchantAccount: 'StrideECOM',
  environment: 'test' as const,
};
const baseUrl = adyenBaseUrl(config);
const mock = adyenHandlers({
  baseUrl,
  apiKey: config.apiKey,
  merchantAccount: config.merchantAccount,
});
const server = setupServer(...mock.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.calls.length = 0;
});
afterAll(() => server.close());

function cardRequest(overrides: Partial<AuthorisationInput> = {}): AuthorisationInput {
  return {
    idempotencyKey: `key-${Math.random()}`,
    reference: 'ORDER0001',
    amount: { value: 12995, currency: 'USD' },
    method: 'CREDIT_CARD',
    card: {
      encryptedCardNumber: 'test_4111111111111111',
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
      holderName: 'Alex Runner',
    },
    saveCard: false,
    email: 'alex@example.com',
    billingAddress: {
      firstName: 'Alex',
      lastName: 'Runner',
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Albany',
      province: 'NY',
      postalCode: '12207',
      country: 'United States',
      countryCode: 'US',
      email: 'alex@example.com',
      phone: '+15185550100',
      phoneCode: '+1',
    },
    locale: 'en-us',
    returnUrl: 'http://localhost:3000/en-us/checkout',
    origin: 'http://localhost:3000',
    ...overrides,
  };
}

describe('Adyen adapter', () => {
  it('uses the test and live endpoints Adyen documents', () => {
    expect(adyenBaseUrl({ environment: 'test' })).toBe('https://checkout-test.adyen.com/v71');
    expect(adyenBaseUrl({ environment: 'live', livePrefix: '1797a841fbb37ca7-AdyenDemo' })).toBe(
      'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71',
    );
    expect(() => adyenBaseUrl({ environment: 'live' })).toThrow(/PREFIX/);
  });

  it('creates a Drop-in session for the amount in minor units', async () => {
    const adyen = createAdyenProvider(config);
    const session = await adyen.createSession({
      reference: 'BASKET1',
      amount: { value: 5000, currency: 'EUR' },
      locale: 'fr-fr',
      returnUrl: 'http://localhost:3000/fr-fr/checkout',
    });
    expect(session.id).toMatch(/^CS/);
    expect(session.sessionData).toBeTruthy();
    expect(mock.calls[0]?.body).toMatchObject({
      merchantAccount: 'StrideECOM',
      amount: { value: 5000, currency: 'EUR' },
    });
  });

  it('authorises a card with the API key and idempotency key, returning the card summary', async () => {
    const adyen = createAdyenProvider(config);
    const outcome = await adyen.authorise(cardRequest({ idempotencyKey: 'basket-1-v3' }));
    expect(outcome).toMatchObject({
      resultCode: 'Authorised',
      card: { lastFour: '1111', expiryMonth: 3, expiryYear: 2030 },
    });
    expect(mock.calls[0]).toMatchObject({ path: '/payments', idempotencyKey: 'basket-1-v3' });
    expect(mock.calls[0]?.body).toMatchObject({
      amount: { value: 12995, currency: 'USD' },
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
    });
  });

  it('answers a retried call with the first answer (same PSP reference)', async () => {
    const adyen = createAdyenProvider(config);
    const first = await adyen.authorise(cardRequest({ idempotencyKey: 'same-key' }));
    const second = await adyen.authorise(cardRequest({ idempotencyKey: 'same-key' }));
    expect(second).toEqual(first);
  });

  it('reports a refusal with its reason', async () => {
    const adyen = createAdyenProvider(config);
    const outcome = await adyen.authorise(
      cardRequest({ card: { ...cardRequest().card, holderName: 'DECLINED' } }),
    );
    expect(outcome).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
  });

  it('passes the 3-D Secure challenge action through and completes it with payment details', async () => {
    const adyen = createAdyenProvider(config);
    const outcome = await adyen.authorise(
      cardRequest({
        card: { ...cardRequest().card, encryptedCardNumber: 'test_4212345678910006' },
      }),
    );
    expect(outcome.resultCode).toBe('ChallengeShopper');
    if (outcome.resultCode !== 'ChallengeShopper') return;
    expect(outcome.action).toMatchObject({ type: 'threeDS2', subtype: 'challenge' });
    const passed = await adyen.submitDetails({
      idempotencyKey: 'details-1',
      result: { threeDS2Result: ADYEN_MOCK_CHALLENGE_PASSED },
    });
    expect(passed).toMatchObject({ resultCode: 'Authorised', card: { lastFour: '0006' } });
    const failed = await adyen.submitDetails({
      idempotencyKey: 'details-2',
      result: { threeDS2Result: ADYEN_MOCK_CHALLENGE_FAILED },
    });
    expect(failed).toMatchObject({ resultCode: 'Refused', refusalReason: '3D Not Authenticated' });
    expect(mock.calls.at(-1)?.path).toBe('/payments/details');
  });

  it("answers PayPal's Pending with its sdk action as a step for the shopper", async () => {
    const adyen = createAdyenProvider(config);
    const outcome = await adyen.authorise(cardRequest({ method: 'PAYPAL', card: undefined }));
    expect(outcome).toMatchObject({
      resultCode: 'Pending',
      action: {
        type: 'sdk',
        paymentMethodType: 'paypal',
        raw: { sdkData: { token: 'EC-MOCK0001' } },
      },
    });
  });

  it('returns the stored card token when the shopper saves the card', async () => {
    const adyen = createAdyenProvider(config);
    const outcome = await adyen.authorise(cardRequest({ shopperId: 'consumer-1', saveCard: true }));
    expect(outcome).toMatchObject({ resultCode: 'Authorised', storedToken: 'MOCKSTOREDTOKEN0001' });
    expect(mock.calls[0]?.body).toMatchObject({
      shopperReference: 'consumer-1',
      recurringProcessingModel: 'CardOnFile',
      storePaymentMethod: true,
    });
  });

  it('turns Adyen error bodies into provider errors with their code', async () => {
    const wrongKey = createAdyenProvider({ ...config, apiKey: 'wrong' });
    await expect(wrongKey.authorise(cardRequest())).rejects.toMatchObject({ status: 401 });
    const adyen = createAdyenProvider(config);
    const invalid = adyen.authorise(
      cardRequest({ card: { ...cardRequest().card, encryptedCardNumber: 'test_12' } }),
    );
    await expect(invalid).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(invalid).rejects.toMatchObject({ status: 422, errorCode: '101' });
  });

  it('reports an unreachable Adyen as a provider error', async () => {
    const adyen = createAdyenProvider({
      ...config,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(adyen.authorise(cardRequest())).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('reverses a cancelled order’s payment and refunds a return’s amount, with idempotency keys', async () => {
    const seen: { path: string; key: string | null; body: unknown }[] = [];
    server.use(
      http.post(`${baseUrl}/payments/:psp/:modification`, async ({ request, params }) => {
        seen.push({
          path: `${String(params.psp)}/${String(params.modification)}`,
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        return HttpResponse.json(
          { pspReference: `MOD${seen.length}`, status: 'received' },
          { status: 201 },
        );
      }),
    );
    const adyen = createAdyenProvider(config);
    const amount = { value: 5000, currency: 'USD' as const };

    const reversal = await adyen.refund({
      idempotencyKey: 'refund:ST1:cancel',
      paymentReference: 'PSP0001',
      reference: 'ST1-cancel',
      amount,
      whole: true,
    });
    const refund = await adyen.refund({
      idempotencyKey: 'refund:ST1:return:R1',
      paymentReference: 'PSP0001',
      reference: 'ST1-return:R1',
      amount,
      whole: false,
    });

    expect(reversal).toEqual({ pspReference: 'MOD1', settled: false });
    expect(refund).toEqual({ pspReference: 'MOD2', settled: false });
    expect(seen).toEqual([
      {
        path: 'PSP0001/reversals',
        key: 'refund:ST1:cancel',
        body: { merchantAccount: 'StrideECOM', reference: 'ST1-cancel' },
      },
      {
        path: 'PSP0001/refunds',
        key: 'refund:ST1:return:R1',
        body: { merchantAccount: 'StrideECOM', reference: 'ST1-return:R1', amount },
      },
    ]);
  });
});
