import { describe, expect, it } from 'vitest';
import type { CartTotals, ShippingMethod } from '../contracts/cart';
import {
  applePayPaymentRequestOf,
  applePayProductRequestOf,
  applePayQuoteOf,
  applePayWalletToken,
  contactAddressOf,
  estimateAddressOf,
  type ApplePayCart,
} from './apple-pay-request';
import { buildPlaceOrderRequest } from './place-order-request';

const standard: ShippingMethod = {
  code: 'STD',
  label: 'Standard',
  price: { amount: 5, finalAmount: 5 },
  deliveryTime: '3–5 business days',
  earliestDays: 3,
};
const express: ShippingMethod = {
  code: 'EXP',
  label: 'Express',
  price: { amount: 15, finalAmount: 15 },
  deliveryTime: 'Tomorrow',
  earliestDays: 1,
};

function totals(overrides: Partial<CartTotals>): CartTotals {
  return {
    currency: 'USD',
    total: 0,
    totalDiscount: 0,
    itemTotal: 0,
    itemSubTotal: 0,
    totalWithoutTax: 0,
    netAmount: 0,
    shipping: 0,
    tax: 0,
    taxAmount: 0,
    taxIncluded: false,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    totalUnits: 1,
    appliedRewards: 0,
    ...overrides,
  };
}

const labels = {
  total: 'Stride',
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  tax: 'Tax',
};

const cart: ApplePayCart = {
  currency: 'USD',
  totals: totals({
    itemSubTotal: 120,
    totalDiscount: 12,
    shipping: 15,
    tax: 9.5,
    taxIncluded: false,
    total: 132.5,
    remainingToPay: 82.5,
  }),
  shippingMethods: [
    {
      shippingId: 'me',
      selected: express,
      applicableShippingMethods: [standard, express],
    },
  ],
};

describe('Apple Pay sheet from the cart', () => {
  it('asks for what is left to pay, with the cart’s lines and the chosen delivery first', () => {
    const request = applePayPaymentRequestOf(cart, 'us', labels);
    expect(request).toMatchObject({
      countryCode: 'US',
      currencyCode: 'USD',
      total: { label: 'Stride', amount: '82.50', type: 'final' },
      lineItems: [
        { label: 'Subtotal', amount: '120.00' },
        { label: 'Discount', amount: '-12.00' },
        { label: 'Delivery', amount: '15.00' },
        { label: 'Tax', amount: '9.50' },
      ],
    });
    expect(request.shippingMethods).toEqual([
      { identifier: 'EXP', label: 'Express', detail: 'Tomorrow', amount: '15.00' },
      { identifier: 'STD', label: 'Standard', detail: '3–5 business days', amount: '5.00' },
    ]);
  });

  it('shows no tax line where prices include VAT', () => {
    const vat = { ...cart, totals: totals({ taxIncluded: true, tax: 20 }) };
    expect(applePayQuoteOf(vat, labels).lineItems.map((line) => line.label)).not.toContain('Tax');
  });
});

describe('Apple Pay sheet from the product page', () => {
  it('asks for the product once, with no delivery until Apple shares the contact', () => {
    const request = applePayProductRequestOf({ price: 129.95, currency: 'EUR' }, 'de', labels);
    expect(request).toMatchObject({
      countryCode: 'DE',
      currencyCode: 'EUR',
      requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
      total: { label: 'Stride', amount: '129.95', type: 'final' },
      lineItems: [{ label: 'Subtotal', amount: '129.95' }],
      shippingMethods: [],
    });
  });
});

describe('Apple Pay contacts as addresses', () => {
  it('sends only the region of the redacted contact', () => {
    expect(
      estimateAddressOf({
        countryCode: 'ca',
        administrativeArea: 'ON',
        locality: 'Toronto',
        postalCode: 'M5V',
      }),
    ).toEqual({ countryCode: 'CA', province: 'ON', city: 'Toronto', postalCode: 'M5V' });
  });

  it('splits the address lines and takes phone and email from where they are', () => {
    const contact = {
      givenName: 'Alex',
      familyName: 'Runner',
      addressLines: ['350 Fifth Avenue', '', 'Floor 5', 'Suite 2'],
      locality: 'New York',
      administrativeArea: 'NY',
      postalCode: '10118',
      countryCode: 'us',
      emailAddress: 'alex@example.com',
      phoneNumber: '+1 212 736 3100',
    };
    expect(contactAddressOf(contact)).toMatchObject({
      addressLine1: '350 Fifth Avenue',
      addressLine2: 'Floor 5, Suite 2',
      countryCode: 'US',
      email: 'alex@example.com',
      phone: '+1 212 736 3100',
    });
    expect(
      contactAddressOf(contact, { email: 'a@b.example', phone: '+12127363100', phoneCode: '1' }),
    ).toMatchObject({ email: 'a@b.example', phone: '+12127363100', phoneCode: '1' });
  });
});

describe('Apple Pay token', () => {
  it('is the paymentData as JSON in base64, as Adyen reads applePayToken', () => {
    const paymentData = { version: 'EC_v1', data: 'abc', header: { note: 'café' } };
    const token = applePayWalletToken({ paymentData, paymentMethod: { network: 'Visa' } });
    const decoded = new TextDecoder().decode(
      Uint8Array.from(atob(token), (char) => char.charCodeAt(0)),
    );
    expect(JSON.parse(decoded)).toEqual(paymentData);
    expect(() => applePayWalletToken({})).toThrow();
  });

  it('is placed as DW_APPLE_PAY', () => {
    const request = buildPlaceOrderRequest({
      cart: { basketId: 'basket-1', billingAddress: null, payment_instruments: [] },
      draft: { kind: 'applePay', walletToken: 'dG9rZW4=' },
      recaptchaToken: 'token',
    });
    expect(request.paymentMethod).toEqual({
      code: 'DW_APPLE_PAY',
      additionalData: { type: 'applepay', walletToken: 'dG9rZW4=' },
    });
  });
});
