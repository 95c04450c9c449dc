/**
 * What a validator answers: `null` when the value is valid, else a message descriptor. `key`
 * names a message of the "Validation" namespace in messages/*.json and `values` fills its ICU
 * placeholders, so the form localizes the text while lib/ stays free of i18n. `code` carries
 * the spec's client-side error code where one exists, for logging and for matching the server's
 * answer to the same rule.
 */
export const validationMessageKeys = [
  'required',
  'requiredCheckbox',
  'email',
  'name',
  'guestName',
  'password',
  'passwordMinLength',
  'passwordNumber',
  'passwordUpperCase',
  'passwordLowerCase',
  'sameAs',
  'passwordsDoNotMatch',
  'pattern',
  'exactLength',
  'maxLength',
  'minLength',
  'maxValue',
  'minValue',
  'dateFormat',
  'dateMax',
  'dateMin',
  'dobValidationMsg',
  'dobAgeRestrictionMsg',
  'phone',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/**
 * The client-side codes of the rules validated here. FE340 passwords do not match, FE872
 * password too short, PRO410 invalid age, PRO411 missing birth date.
 */
export const clientErrorCodes = ['FE340', 'FE872', 'PRO410', 'PRO411'] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

export interface ValidationMessage {
  key: ValidationMessageKey;
  values?: Record<string, string | number>;
  code?: ClientErrorCode;
}

export type ValidationResult = ValidationMessage | null;

export type Validator<T = string> = (value: T) => ValidationResult;

/** The first failure among validators run in order, so the visitor sees one message a field. */
export function composeValidators<T>(...validators: readonly Validator<T>[]): Validator<T> {
  return (value) => {
    for (const validator of validators) {
      const message = validator(value);
      if (message) return message;
    }
    return null;
  };
}

/** Runs a validator on the trimmed text, as the API contracts trim emails and names. */
export function onTrimmed(validator: Validator<string>): Validator<string> {
  return (value) => validator(value.trim());
}
