import type { ApplePayContact } from '@/lib/checkout/apple-pay-contacts';
import type { ApplePayPaymentRequest } from '@/lib/checkout/apple-pay-request';
import type { ApplePaySessionLike } from '@/lib/checkout/apple-pay-session';

/** Apple's ApplePayError: the sheet shows `message` at `contactField`. */
export class FakeApplePayError {
  constructor(
    readonly code: string,
    readonly contactField?: string,
    readonly message?: string,
  ) {}
}

/** Safari's ApplePaySession, recording what the page tells the sheet; tests fire its events. */
export class FakeApplePaySession implements ApplePaySessionLike {
  static canPay = true;
  static sessions: FakeApplePaySession[] = [];
  static canMakePayments() {
    return FakeApplePaySession.canPay;
  }
  began = false;
  merchantSession: unknown;
  contactUpdates: Parameters<ApplePaySessionLike['completeShippingContactSelection']>[0][] = [];
  methodUpdates: Parameters<ApplePaySessionLike['completeShippingMethodSelection']>[0][] = [];
  paymentResults: Parameters<ApplePaySessionLike['completePayment']>[0][] = [];
  onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
  onshippingcontactselected: ApplePaySessionLike['onshippingcontactselected'] = null;
  onshippingmethodselected: ApplePaySessionLike['onshippingmethodselected'] = null;
  onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
  oncancel: ApplePaySessionLike['oncancel'] = null;
  constructor(
    readonly version: number,
    readonly request: ApplePayPaymentRequest,
  ) {
    FakeApplePaySession.sessions.push(this);
  }
  begin() {
    this.began = true;
  }
  aborted = false;
  abort() {
    this.aborted = true;
  }
  completeMerchantValidation(session: unknown) {
    this.merchantSession = session;
  }
  completeShippingContactSelection(
    update: Parameters<ApplePaySessionLike['completeShippingContactSelection']>[0],
  ) {
    this.contactUpdates.push(update);
  }
  completeShippingMethodSelection(
    update: Parameters<ApplePaySessionLike['completeShippingMethodSelection']>[0],
  ) {
    this.methodUpdates.push(update);
  }
  completePayment(result: Parameters<ApplePaySessionLike['completePayment']>[0]) {
    this.paymentResults.push(result);
  }
}

export function installApplePay({ canPay = true } = {}) {
  FakeApplePaySession.canPay = canPay;
  FakeApplePaySession.sessions = [];
  Object.assign(window, { ApplePaySession: FakeApplePaySession, ApplePayError: FakeApplePayError });
}

/** Takes Apple Pay off window again, as in any browser but Safari. */
export function uninstallApplePay() {
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  delete (window as { ApplePayError?: unknown }).ApplePayError;
}

/** An Apple Pay gateway URL, as Safari hands it to onvalidatemerchant. */
export const gatewayValidationURL =
  'https://apple-pay-gateway.apple.com/paymentservices/startSession';

/** Apple's shipping contact before the shopper pays: the region only. */
export const redactedContact: ApplePayContact = {
  countryCode: 'US',
  administrativeArea: 'NY',
  locality: 'New York',
  postalCode: '10118',
};

/** The whole shipping contact Apple shares once the shopper pays. */
export const fullShippingContact: ApplePayContact = {
  ...redactedContact,
  givenName: 'Alex',
  familyName: 'Runner',
  addressLines: ['350 Fifth Avenue', 'Floor 5'],
  emailAddress: 'alex.runner@example.com',
  phoneNumber: '+1 212 736 3100',
};
