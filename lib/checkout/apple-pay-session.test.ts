import { describe, expect, it, vi } from 'vitest';
import type { ApplePayContact } from './apple-pay-contacts';
import {
  ApplePayStepError,
  attachApplePayFlow,
  isApplePayAvailable,
  type ApplePayBackend,
} from './apple-pay-session';
import { FakeApplePaySession } from '@/tests/support/fake-apple-pay';
import type { ApplePayPaymentRequest } from './apple-pay-request';

const quote = {
  total: { label: 'Stride', amount: '129.00' },
  lineItems: [{ label: 'Shipping', amount: '9.00' }],
  shippingMethods: [
    { identifier: 'standard', label: 'Standard', detail: '3-5 days', amount: '9.00' },
  ],
};
const contact: ApplePayContact = {
  givenName: 'Ada',
  familyName: 'Lovelace',
  addressLines: ['1 Main Street'],
  locality: 'Springfield',
  postalCode: '62701',
  countryCode: 'US',
};

function setUp(backend: Partial<ApplePayBackend> = {}) {
  const session = new FakeApplePaySession(3, {} as ApplePayPaymentRequest);
  const onPlaced = vi.fn();
  const onFailed = vi.fn();
  const flow = attachApplePayFlow(session, {
    storeCountry: 'US',
    backend: {
      validateMerchant: vi.fn(async () => ({ merchantSessionIdentifier: 'm-1' })),
      selectShippingContact: vi.fn(async () => quote),
      selectShippingMethod: vi.fn(async () => quote),
      placeOrder: vi.fn(async () => ({ orderNumber: 'S00012345' })),
      ...backend,
    },
    message: (key) => `msg:${key}`,
    createError: (code, field, message) => ({ code, field, message }),
    onPlaced,
    onFailed,
  });
  return { session, flow, onPlaced, onFailed };
}

describe('Apple Pay session flow', () => {
  it('goes from merchant validation to a placed order and hands over the order number', async () => {
    const { session, flow, onPlaced } = setUp();
    flow.begin();
    expect(session.began).toBe(true);
    await flow.handlers.onvalidatemerchant({ validationURL: 'https://apple.example/validate' });
    expect(session.merchantSession).toEqual({ merchantSessionIdentifier: 'm-1' });
    await flow.handlers.onshippingcontactselected({ shippingContact: contact });
    expect(session.contactUpdates[0]?.newShippingMethods).toHaveLength(1);
    await flow.handlers.onshippingmethodselected({ shippingMethod: { identifier: 'standard' } });
    expect(flow.getState().phase).toBe('shippingMethod');
    await flow.handlers.onpaymentauthorized({
      payment: { token: { paymentData: {} }, shippingContact: contact, billingContact: contact },
    });
    expect(session.paymentResults).toEqual([{ status: 0 }]);
    expect(flow.getState()).toEqual({ phase: 'orderPlaced', orderNumber: 'S00012345' });
    expect(onPlaced).toHaveBeenCalledWith('S00012345');
  });

  it('refuses a shipping country other than the store country without calling the cart', async () => {
    const selectShippingContact = vi.fn(async () => quote);
    const { session, flow } = setUp({ selectShippingContact });
    flow.begin();
    await flow.handlers.onvalidatemerchant({ validationURL: 'u' });
    await flow.handlers.onshippingcontactselected({
      shippingContact: { ...contact, countryCode: 'CA' },
    });
    expect(selectShippingContact).not.toHaveBeenCalled();
    expect(session.contactUpdates[0]?.errors).toEqual([
      { code: 'shippingContactInvalid', field: 'countryCode', message: 'msg:applePayCountryError' },
    ]);
  });

  it('refuses a city longer than 50 characters', async () => {
    const { session, flow } = setUp();
    await flow.handlers.onshippingcontactselected({
      shippingContact: { ...contact, locality: 'x'.repeat(51) },
    });
    expect(session.contactUpdates[0]?.errors).toEqual([
      { code: 'shippingContactInvalid', field: 'locality', message: 'msg:applePayCityNameLength' },
    ]);
  });

  it('tells an unserviceable address apart from an address with no shipping method', async () => {
    const unserviceable = setUp({
      selectShippingContact: async () => {
        throw new ApplePayStepError('unserviceableAddress');
      },
    });
    await unserviceable.flow.handlers.onshippingcontactselected({ shippingContact: contact });
    expect(unserviceable.session.contactUpdates[0]?.errors).toEqual([
      {
        code: 'addressUnserviceable',
        field: undefined,
        message: 'msg:applePayShippingMethodError',
      },
    ]);
    const noMethod = setUp({
      selectShippingContact: async () => {
        throw new ApplePayStepError('noApplicableMethod');
      },
    });
    await noMethod.flow.handlers.onshippingcontactselected({ shippingContact: contact });
    expect(noMethod.session.contactUpdates[0]?.errors).toEqual([
      {
        code: 'addressUnserviceable',
        field: undefined,
        message: 'msg:applePayShippingMethodListError',
      },
    ]);
  });

  it('returns field errors for blank or odd contact details and places no order', async () => {
    const placeOrder = vi.fn(async () => ({ orderNumber: 'S1' }));
    const { session, flow } = setUp({ placeOrder });
    await flow.handlers.onpaymentauthorized({
      payment: {
        token: {},
        shippingContact: { ...contact, givenName: '  ', addressLines: ['<script>'] },
        billingContact: { ...contact, postalCode: '', countryCode: 'ZZ' },
      },
    });
    expect(placeOrder).not.toHaveBeenCalled();
    expect(session.paymentResults[0]?.status).toBe(1);
    expect(session.paymentResults[0]?.errors).toEqual([
      {
        code: 'shippingContactInvalid',
        field: 'addressLines',
        message: 'msg:applePayAddressLinesError',
      },
      { code: 'shippingContactInvalid', field: 'name', message: 'msg:applePayNameError' },
      {
        code: 'billingContactInvalid',
        field: 'postalCode',
        message: 'msg:applePayPostalCodeError',
      },
      {
        code: 'billingContactInvalid',
        field: 'countryCode',
        message: 'msg:applePayBillingCountryError',
      },
    ]);
  });

  it('aborts and resets on an unexpected failure, and resets on cancel', async () => {
    const { session, flow, onFailed } = setUp({
      validateMerchant: async () => {
        throw new Error('network');
      },
    });
    flow.begin();
    await flow.handlers.onvalidatemerchant({ validationURL: 'u' });
    expect(session.aborted).toBe(true);
    expect(flow.getState().phase).toBe('idle');
    expect(onFailed).toHaveBeenCalledWith('applePayUnknownError');

    const cancelled = setUp();
    cancelled.flow.begin();
    await cancelled.flow.handlers.onvalidatemerchant({ validationURL: 'u' });
    cancelled.flow.handlers.oncancel();
    expect(cancelled.flow.getState().phase).toBe('idle');
  });

  it('is offered only where ApplePaySession says a payment can be made', () => {
    expect(isApplePayAvailable({})).toBe(false);
    expect(isApplePayAvailable({ ApplePaySession: { canMakePayments: () => false } })).toBe(false);
    expect(isApplePayAvailable({ ApplePaySession: { canMakePayments: () => true } })).toBe(true);
    expect(
      isApplePayAvailable({
        ApplePaySession: {
          canMakePayments: () => {
            throw new Error('insecure');
          },
        },
      }),
    ).toBe(false);
  });
});
