import { describe, expect, it } from 'vitest';
import { buildPlaceOrderRequest } from './place-order-request';
import { simulatorCardDraft } from './payment-draft';

const billingAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  addressLine2: '',
  city: 'Springfield',
  province: 'IL',
  postalCode: '62701',
  country: 'United States',
  countryCode: 'US',
  email: 'ada@example.com',
  phone: '+12175550100',
  phoneCode: '1',
};
const cart = {
  basketId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  billingAddress,
  payment_instruments: [
    { payment_instrument_id: 'pi-gc', payment_method_id: 'GIFT_CARD', amount: 20, display: {} },
  ],
};

describe('buildPlaceOrderRequest', () => {
  it('sends the card as test_ fields, the combined billing phone and the reCAPTCHA token', () => {
    const draft = simulatorCardDraft({
      number: '4111 1111 1111 1111',
      expiry: '03/30',
      cvc: '737',
      holderName: 'Ada Lovelace',
    });
    const request = buildPlaceOrderRequest({ cart, draft, recaptchaToken: 'offline.placeOrder.x' });
    expect(request).toMatchObject({
      cartId: cart.basketId,
      billingAddress: { phone: '+12175550100', countryCode: 'US' },
      paymentMethod: {
        code: 'CREDIT_CARD',
        additionalData: {
          encryptedCardNumber: 'test_4111111111111111',
          encryptedExpiryMonth: 'test_03',
          encryptedExpiryYear: 'test_2030',
          encryptedSecurityCode: 'test_737',
          holderName: 'Ada Lovelace',
          bin: '411111',
        },
      },
      recaptcha_response: 'offline.placeOrder.x',
    });
    expect(request.billingAddress).not.toHaveProperty('phoneCode');
    expect(request).not.toHaveProperty('inStoreSalesInfo');
  });

  it('adds the store and associate in a buy-in-store session', () => {
    const request = buildPlaceOrderRequest({
      cart,
      draft: { kind: 'savedCard', id: 'card-1', brand: 'visa', lastFour: '1111' },
      inStoreSalesInfo: { storeId: 'US001', storeEmployeeId: 'E10001' },
      recaptchaToken: 't',
    });
    expect(request.inStoreSalesInfo).toEqual({ storeId: 'US001', storeEmployeeId: 'E10001' });
    expect(request.paymentMethod).toMatchObject({ code: 'CREDIT_CARD', id: 'card-1' });
  });

  it('pays at the till’s terminal, with the simulated terminal’s answer in the demo', () => {
    const inStoreSalesInfo = { storeId: 'US001', storeEmployeeId: 'E10001' };
    const simulated = buildPlaceOrderRequest({
      cart,
      draft: { kind: 'terminal', simulatedResult: 'declined' },
      inStoreSalesInfo,
      recaptchaToken: 't',
    });
    expect(simulated.paymentMethod).toEqual({
      code: 'POS_TERMINAL',
      additionalData: { terminalResult: 'declined' },
    });
    const real = buildPlaceOrderRequest({
      cart,
      draft: { kind: 'terminal' },
      inStoreSalesInfo,
      recaptchaToken: 't',
    });
    expect(real.paymentMethod).toEqual({ code: 'POS_TERMINAL', additionalData: {} });
  });

  it('names the gift card when it covers the whole order', () => {
    const request = buildPlaceOrderRequest({
      cart,
      draft: { kind: 'covered' },
      recaptchaToken: 't',
    });
    expect(request.paymentMethod).toEqual({ code: 'GIFT_CARD', id: 'pi-gc', additionalData: {} });
  });
});
