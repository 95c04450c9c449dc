import { digitsOnly } from '../phone/digits';
import { validName } from '../validation/name';
import { isValidCardExpiry } from './card-expiry';
import { cardBrandOf, cvcLengthFor, isValidCardNumber } from './card-number';

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardField = keyof CardFormValues;

/** Keys of the `CardForm.errors` messages; `expiry` is FE309. */
export type CardErrorKey =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'holderNameRequired'
  | 'holderNameInvalid';

export type CardFormErrors = Partial<Record<CardField, CardErrorKey>>;

/** Every field at once, so the form can mark all of them on submit. */
export function validateCardForm(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const number = digitsOnly(values.number);
  if (!number) errors.number = 'numberRequired';
  else if (!isValidCardNumber(number)) errors.number = 'numberInvalid';

  if (!values.expiry.trim()) errors.expiry = 'expiryRequired';
  else if (!isValidCardExpiry(values.expiry, now)) errors.expiry = 'expiryInvalid';

  const cvc = values.cvc.trim();
  if (!cvc) errors.cvc = 'cvcRequired';
  else if (!new RegExp(`^\\d{${cvcLengthFor(cardBrandOf(number))}}$`).test(cvc)) {
    errors.cvc = 'cvcInvalid';
  }

  const holderName = values.holderName.trim();
  if (!holderName) errors.holderName = 'holderNameRequired';
  else if (validName(holderName)) errors.holderName = 'holderNameInvalid';
  return errors;
}
