import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from '../contracts/cart';
import type { OrderSummary } from '../contracts/order-summary';
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

function summary(overrides: Partial<OrderSummary>): OrderSummary {
  return {
    currency: 'USD',
    subtotal: 0,
    discounts: [],
    shipping: { amount: 0, promotions: [] },
    tax: { amount: 0, included: false, estimated: false },
    total: 0,
    payments: [],
    remainingToPay: 0,
    ...overrides,
  };
}

const labels = {
  total: 'Stride',
  subtotal: 'Subtotal',
  discount: 'Discount',
  delivery: 'Delivery',
  tax: 'Tax',
  paid: 'Gift cards and rewards',
};

/** A $120 bag: a coupon, express delivery, tax added, and a $50 gift card. */
const cart: ApplePayCart = {
  currency: 'USD',
  summary: summary({
    subtotal: 120,
    discounts: [
      { kind: 'promotion', name: '5% off', couponCode: null, amount: 6 },
      { kind: 'coupon', name: 'Welcome', couponCode: 'WELCOME10', amount: 6 },
    ],
    shipping: { amount: 15, promotions: [] },
    tax: { amount: 9.5, included: false, estimated: false },
    total: 132.5,
    payments: [{ kind: 'giftCard', reference: '0001', amount: 50 }],
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

const sumOf = (lines: { amount: string }[]) =>
  lines.reduce((sum, line) => sum + Math.round(Number(line.amount) * 100), 0);

describe('Apple Pay sheet from the cart', () => {
  it('asks for what is left to pay, with lines that add up to it and the chosen delivery first', () => {
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
        { label: 'Gift cards and rewards', amount: '-50.00' },
      ],
    });
    expect(sumOf(request.lineItems)).toBe(8250);
    expect(request.shippingMethods).toEqual([
      { identifier: 'EXP', label: 'Express', detail: 'Tomorrow', amount: '15.00' },
      { identifier: 'STD', label: 'Standard', detail: '3–5 business days', amount: '5.00' },
    ]);
  });

  it('shows free shipping as free delivery, not also as a discount, and no tax line with VAT', () => {
    const vat = {
      ...cart,
      summary: summary({
        currency: 'EUR',
        subtotal: 100.99,
        shipping: { amount: 0, promotions: ['Free shipping'] },
        tax: { amount: 16.12, included: true, estimated: false },
        total: 100.99,
        remainingToPay: 100.99,
      }),
    };
    const quote = applePayQuoteOf(vat, labels);
    expect(quote.lineItems).toEqual([
      { label: 'Subtotal', amount: '100.99' },
      { label: 'Delivery', amount: '0.00' },
    ]);
    expect(sumOf(quote.lineItems)).toBe(sumOf([quote.total]));
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
