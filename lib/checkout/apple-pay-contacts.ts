import { findCountry } from '../countries';

/** Apple Pay's city may be up to 50 characters. */
export const APPLE_PAY_CITY_MAX_LENGTH = 50;

/** The parts of Apple Pay's ApplePayPaymentContact the storefront reads. */
export interface ApplePayContact {
  givenName?: string;
  familyName?: string;
  addressLines?: string[];
  locality?: string;
  postalCode?: string;
  countryCode?: string;
  administrativeArea?: string;
  emailAddress?: string;
  phoneNumber?: string;
}

/** Keys of the `ApplePay` messages. */
export type ApplePayMessageKey =
  | 'applePayCountryError'
  | 'applePayCityNameLength'
  | 'applePayShippingMethodError'
  | 'applePayShippingMethodListError'
  | 'applePayAddressLinesError'
  | 'applePayPostalCodeError'
  | 'applePayNameError'
  | 'applePayBillingCountryError'
  | 'applePayUnknownError';

/** Apple's ApplePayErrorCode values this flow reports. */
export type ApplePayErrorCode =
  'shippingContactInvalid' | 'billingContactInvalid' | 'addressUnserviceable' | 'unknown';

/** Apple's ApplePayErrorContactField values this flow reports. */
export type ApplePayContactField =
  'addressLines' | 'postalCode' | 'name' | 'countryCode' | 'locality';

export interface ApplePayIssue {
  code: ApplePayErrorCode;
  contactField?: ApplePayContactField;
  messageKey: ApplePayMessageKey;
}

/** Letters (any script), digits, spaces and the punctuation addresses and names use. */
const ALLOWED_TEXT = /^[\p{L}\p{M}\p{N}\s.,'’`\-/#&()]+$/u;

function isAcceptableText(value: string | undefined): boolean {
  const text = value?.trim() ?? '';
  return text !== '' && ALLOWED_TEXT.test(text);
}

function contactIssues(
  contact: ApplePayContact,
  code: 'shippingContactInvalid' | 'billingContactInvalid',
): ApplePayIssue[] {
  const issues: ApplePayIssue[] = [];
  const lines = contact.addressLines?.filter((line) => line.trim() !== '') ?? [];
  if (lines.length === 0 || !lines.every(isAcceptableText)) {
    issues.push({ code, contactField: 'addressLines', messageKey: 'applePayAddressLinesError' });
  }
  if (!isAcceptableText(contact.postalCode)) {
    issues.push({ code, contactField: 'postalCode', messageKey: 'applePayPostalCodeError' });
  }
  if (!isAcceptableText(contact.givenName) || !isAcceptableText(contact.familyName)) {
    issues.push({ code, contactField: 'name', messageKey: 'applePayNameError' });
  }
  return issues;
}

/**
 * The shipping contact as Apple Pay first shares it (before payment, only the region is known):
 * the country must be the store's and the city at most 50 characters.
 */
export function shippingRegionIssues(
  contact: ApplePayContact,
  storeCountry: string,
): ApplePayIssue[] {
  if (contact.countryCode?.toUpperCase() !== storeCountry.toUpperCase()) {
    return [
      {
        code: 'shippingContactInvalid',
        contactField: 'countryCode',
        messageKey: 'applePayCountryError',
      },
    ];
  }
  if ((contact.locality?.length ?? 0) > APPLE_PAY_CITY_MAX_LENGTH) {
    return [
      {
        code: 'shippingContactInvalid',
        contactField: 'locality',
        messageKey: 'applePayCityNameLength',
      },
    ];
  }
  return [];
}

/** The full contacts Apple Pay gives with the authorised payment. */
export function authorizedContactIssues(
  shipping: ApplePayContact | undefined,
  billing: ApplePayContact | undefined,
  storeCountry: string,
): ApplePayIssue[] {
  const issues = [
    ...shippingRegionIssues(shipping ?? {}, storeCountry),
    ...contactIssues(shipping ?? {}, 'shippingContactInvalid'),
    ...contactIssues(billing ?? {}, 'billingContactInvalid'),
  ];
  if (!billing?.countryCode || !findCountry(billing.countryCode)) {
    issues.push({
      code: 'billingContactInvalid',
      contactField: 'countryCode',
      messageKey: 'applePayBillingCountryError',
    });
  }
  return issues;
}
