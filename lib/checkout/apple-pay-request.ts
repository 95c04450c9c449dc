import type { Cart } from '../contracts/cart';
import type { AddressInput } from '../contracts/address';
import type { ApplePayContact } from './apple-pay-contacts';
import type { ApplePayLineItem, ApplePayQuote, ApplePayShippingOption } from './apple-pay-session';

/** Apple's ApplePayPaymentRequest, as far as the storefront fills it. */
export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  requiredShippingContactFields: string[];
  requiredBillingContactFields: string[];
  total: ApplePayLineItem;
  lineItems: ApplePayLineItem[];
  shippingMethods: ApplePayShippingOption[];
}

/** Labels of the sheet's lines, in the shopper's language. */
export interface ApplePayLabels {
  /** The merchant name on the total line. */
  total: string;
  subtotal: string;
  discount: string;
  delivery: string;
  tax: string;
  /** Gift cards and rewards already paying part of the total. */
  paid: string;
}

const amount = (value: number) => value.toFixed(2);
const cents = (value: number) => Math.round(value * 100);

/** The parts of the cart the sheet is priced from. */
export type ApplePayCart = Pick<Cart, 'currency' | 'summary' | 'shippingMethods'>;

/**
 * The home shipment's delivery services, the chosen one first: Apple Pay preselects the
 * first option of the list.
 */
function shippingOptionsOf(cart: ApplePayCart): ApplePayShippingOption[] {
  const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
  if (!home) return [];
  const methods = [...home.applicableShippingMethods].sort(
    (a, b) =>
      Number(b.code === home.selected?.code) - Number(a.code === home.selected?.code) ||
      a.earliestDays - b.earliestDays,
  );
  return methods.map((method) => ({
    identifier: method.code,
    label: method.label,
    detail: method.deliveryTime,
    amount: amount(method.price.finalAmount),
  }));
}

/**
 * The sheet's total and lines from the cart's order summary (docs/cart.md): subtotal, the
 * discounts together, delivery after its promotions, added tax, and what gift cards and
 * rewards already pay, so the lines add up to the amount Apple Pay charges.
 */
export function applePayQuoteOf(cart: ApplePayCart, labels: ApplePayLabels): ApplePayQuote {
  const { summary } = cart;
  const discount = summary.discounts.reduce((sum, line) => sum + cents(line.amount), 0);
  const paid = summary.payments.reduce((sum, payment) => sum + cents(payment.amount), 0);
  const lineItems: ApplePayLineItem[] = [
    { label: labels.subtotal, amount: amount(summary.subtotal) },
    ...(discount > 0 ? [{ label: labels.discount, amount: amount(-discount / 100) }] : []),
    { label: labels.delivery, amount: amount(summary.shipping.amount) },
    // Where prices include VAT the tax is part of the lines already.
    ...(summary.tax.included ? [] : [{ label: labels.tax, amount: amount(summary.tax.amount) }]),
    ...(paid > 0 ? [{ label: labels.paid, amount: amount(-paid / 100) }] : []),
  ];
  return {
    total: { label: labels.total, amount: amount(summary.remainingToPay), type: 'final' },
    lineItems,
    shippingMethods: shippingOptionsOf(cart),
  };
}

/** Apple Pay JS version 3 request: cards with 3-D Secure cryptograms, full contacts asked. */
function requestFor(
  countryCode: string,
  currencyCode: string,
  quote: ApplePayQuote,
): ApplePayPaymentRequest {
  return {
    countryCode: countryCode.toUpperCase(),
    currencyCode,
    supportedNetworks: ['visa', 'masterCard', 'amex'],
    merchantCapabilities: ['supports3DS'],
    requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
    requiredBillingContactFields: ['postalAddress', 'name'],
    total: quote.total,
    lineItems: quote.lineItems,
    shippingMethods: quote.shippingMethods ?? [],
  };
}

/** The bag's or checkout's sheet, priced from the cart. */
export function applePayPaymentRequestOf(
  cart: ApplePayCart,
  countryCode: string,
  labels: ApplePayLabels,
): ApplePayPaymentRequest {
  return requestFor(countryCode, cart.currency, applePayQuoteOf(cart, labels));
}

/**
 * The product page's sheet, opened before any cart exists: the product once, at its current
 * price. Delivery, discounts and tax come from the product's own cart once Apple shares the
 * contact.
 */
export function applePayProductRequestOf(
  product: { price: number; currency: string },
  countryCode: string,
  labels: ApplePayLabels,
): ApplePayPaymentRequest {
  const price = amount(product.price);
  return requestFor(countryCode, product.currency, {
    total: { label: labels.total, amount: price, type: 'final' },
    lineItems: [{ label: labels.subtotal, amount: price }],
  });
}

/** Apple's redacted contact as the cart's estimate address (context APPLE_PAY_EXPRESS). */
export function estimateAddressOf(contact: ApplePayContact): AddressInput {
  return {
    countryCode: (contact.countryCode ?? '').toUpperCase(),
    province: contact.administrativeArea ?? '',
    city: contact.locality ?? '',
    postalCode: contact.postalCode ?? '',
  };
}

/**
 * A full Apple Pay contact as a checkout address. The billing contact carries no phone or
 * email, so those come from the shipping contact (`reachable`).
 */
export function contactAddressOf(
  contact: ApplePayContact,
  reachable: { email: string; phone: string; phoneCode?: string } = {
    email: contact.emailAddress ?? '',
    phone: contact.phoneNumber ?? '',
  },
): AddressInput {
  const [first = '', ...rest] = (contact.addressLines ?? []).filter((line) => line.trim() !== '');
  return {
    firstName: contact.givenName ?? '',
    lastName: contact.familyName ?? '',
    addressLine1: first,
    addressLine2: rest.join(', '),
    city: contact.locality ?? '',
    province: contact.administrativeArea ?? '',
    postalCode: contact.postalCode ?? '',
    countryCode: (contact.countryCode ?? '').toUpperCase(),
    email: reachable.email,
    phone: reachable.phone,
    ...(reachable.phoneCode ? { phoneCode: reachable.phoneCode } : {}),
  };
}

/**
 * Adyen's `applePayToken` is the payment token's `paymentData`, JSON then base64
 * (Adyen's Apple Pay API-only integration).
 */
export function applePayWalletToken(token: unknown): string {
  const paymentData = (token as { paymentData?: unknown } | null)?.paymentData;
  if (paymentData === undefined) throw new Error('The Apple Pay token has no paymentData.');
  const bytes = new TextEncoder().encode(JSON.stringify(paymentData));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
