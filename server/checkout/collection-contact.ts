import {
  collectionContactRules,
  validateCollectionContact,
  type CollectionContactRules,
  type ContactField,
} from '@/lib/checkout/collection-contact';
import type { CollectionContact, ParsedAddressInput } from '@/lib/contracts/address';
import type { FulfilmentCode } from '@/lib/contracts/cart';
import { findCountry } from '@/lib/countries';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { normalizePhone } from '@/lib/phone/normalize';
import { getEnv } from '../config/env';
import { siteSettingsOf } from '../config/site-settings';
import { ApiError } from '../http/api-error';
import { addressFieldError } from './addresses';

/** The contact rules for a bag whose lines take these methods, as this deployment sets them. */
export function contactRulesFor(
  methods: readonly FulfilmentCode[],
  locale: Locale,
): CollectionContactRules | null {
  return collectionContactRules(methods, locale, siteSettingsOf(getEnv()).collectionContact);
}

/** An empty required phone is SHP410, as on a home address; every other problem CHK380. */
function contactError(field: ContactField, key: string): ApiError {
  return field === 'phone' && key === 'required'
    ? addressFieldError('SHP410', 'shipping', field, key)
    : addressFieldError('CHK380', 'shipping', field, key);
}

/**
 * The collection contact a COLLECTION shipping address gives (spec 002 section 7), checked
 * against the rules of the bag's lines; the first problem answers as the spec's error.
 */
export function requireCollectionContact(
  input: ParsedAddressInput,
  methods: readonly FulfilmentCode[],
  locale: Locale,
): CollectionContact {
  const rules = contactRulesFor(methods, locale);
  if (!rules) {
    throw new ApiError('ATTR200', 'Nothing in this bag is collected from a store.', {
      field: 'query.context',
    });
  }
  const dialCode = input.phoneCode ?? findCountry(countryOf(locale))?.dialCode ?? '1';
  const values = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
  const problems = validateCollectionContact(values, rules, dialCode);
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw contactError(field as ContactField, message.key);
  const visible = (name: ContactField, value: string) => (rules[name] === 'hidden' ? '' : value);
  return {
    firstName: visible('firstName', values.firstName),
    lastName: visible('lastName', values.lastName),
    email: values.email.toLowerCase(),
    phone: visible('phone', values.phone ? normalizePhone(values.phone, dialCode) : ''),
    phoneCode: dialCode,
  };
}

/**
 * Placement's check that what the locale requires was given: a bag whose lines moved to a
 * store or collection point since the shipping step must ask again. The order's email
 * (billing's, for a sale placed without the shipping step) serves as the contact's.
 */
export function requirePlacementContact(
  contact: CollectionContact | undefined,
  methods: readonly FulfilmentCode[],
  { locale, orderEmail }: { locale: Locale; orderEmail: string },
): void {
  const rules = contactRulesFor(methods, locale);
  if (!rules) return;
  const given = { ...contact, email: contact?.email || orderEmail };
  const fields: ContactField[] = ['email', 'firstName', 'lastName', 'phone'];
  const missing = fields.find((field) => rules[field] === 'required' && !given[field]);
  if (missing) throw contactError(missing, 'required');
}
