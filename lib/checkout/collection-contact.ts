import type { FulfilmentCode } from '../contracts/cart';
import type { CollectionContactSettings } from '../site-settings';
import { validEmail } from '../validation/email';
import { validateFields, type FieldMessages } from '../validation/field-messages';
import { lengthBetween, maxLength } from '../validation/length';
import { composeValidators, onTrimmed, type Validator } from '../validation/message';
import { validName } from '../validation/name';
import { validPhone } from '../validation/phone';
import { required } from '../validation/required';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../validation/rules';

/**
 * Who collects a bag's store and collection-point lines (spec 000 section 5): a collection
 * point's parcel is handed to a named person the carrier emails and texts (email, mobile phone
 * and contact name); a store emails when a pickup is ready. Each is required only in the
 * locales the settings name, and asked but optional elsewhere.
 */

export type ContactField = 'firstName' | 'lastName' | 'email' | 'phone';
export type ContactFieldRule = 'required' | 'optional' | 'hidden';
export type CollectionContactRules = Record<ContactField, ContactFieldRule>;
export type CollectionContactValues = Record<ContactField, string>;

/** Lines collected at a store: pickup from its shelves, or shipped there. */
const storeMethods: readonly FulfilmentCode[] = ['pickup', 'sts'];
/** Lines delivered to the shopper's own address, which asks the email itself. */
const homeMethods: readonly FulfilmentCode[] = ['standard', 'customs'];

/** What the contact is for, from the methods of the bag's lines; null when nothing is collected. */
export function collectionContactRules(
  methods: readonly FulfilmentCode[],
  locale: string,
  settings: CollectionContactSettings,
): CollectionContactRules | null {
  const collectionPoint = methods.includes('pudo');
  const storePickup = methods.some((method) => storeMethods.includes(method));
  if (!collectionPoint && !storePickup) return null;
  const pointRequired = collectionPoint && settings.collectionPointLocales.includes(locale);
  // Without a home delivery this is the order's only email (its confirmation goes there).
  const noHomeAddress = !methods.some((method) => homeMethods.includes(method));
  const emailRequired =
    noHomeAddress || pointRequired || (storePickup && settings.pickupEmailLocales.includes(locale));
  const pointField: ContactFieldRule = !collectionPoint
    ? 'hidden'
    : pointRequired
      ? 'required'
      : 'optional';
  return {
    firstName: pointField,
    lastName: pointField,
    email: emailRequired ? 'required' : 'optional',
    phone: pointField,
  };
}

const nameRule = composeValidators(lengthBetween(NAME_MIN_LENGTH, NAME_MAX_LENGTH), validName);
const emailRule = composeValidators(maxLength(EMAIL_MAX_LENGTH), validEmail);

/** Blank passes an optional field; anything typed must still be valid. */
function ruled(
  rule: ContactFieldRule,
  validator: Validator<string>,
): Validator<string> | undefined {
  if (rule === 'hidden') return undefined;
  return onTrimmed((value) =>
    value === '' ? (rule === 'required' ? required(value) : null) : validator(value),
  );
}

/** The contact's problems, one message per field; `dialCode` is the phone's country code. */
export function validateCollectionContact(
  values: CollectionContactValues,
  rules: CollectionContactRules,
  dialCode: string,
): FieldMessages<ContactField> {
  return validateFields(values, {
    firstName: ruled(rules.firstName, nameRule),
    lastName: ruled(rules.lastName, nameRule),
    email: ruled(rules.email, emailRule),
    phone: ruled(rules.phone, validPhone(dialCode)),
  });
}
