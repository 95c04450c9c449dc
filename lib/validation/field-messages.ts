import type { ValidationMessage, Validator } from './message';

/** One message per failing field; a field that passes has no entry. */
export type FieldMessages<Field extends string> = Partial<Record<Field, ValidationMessage>>;

/** Validators by field; a field without one (optional or not shown) is not checked. */
export type FieldValidators<Values> = { [Field in keyof Values]?: Validator<Values[Field]> };

export function validateFields<Values extends object>(
  values: Values,
  validators: FieldValidators<Values>,
): FieldMessages<Extract<keyof Values, string>> {
  const messages: FieldMessages<Extract<keyof Values, string>> = {};
  for (const field of Object.keys(validators) as Extract<keyof Values, string>[]) {
    const message = validators[field]?.(values[field]);
    if (message) messages[field] = message;
  }
  return messages;
}
