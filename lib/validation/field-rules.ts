import { lengthBetween, maxLength, minLength } from './length';
import { composeValidators, type Validator } from './message';
import { matchesPattern } from './pattern';
import { required } from './required';

/**
 * One field's rules as the server configures them per country and locale. `pattern.hint` is the
 * example shown in the message; callers turn the server's pattern text into an anchored RegExp.
 */
export interface FieldRules {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: { regex: RegExp; hint: string };
}

function lengthValidator(min: number | undefined, max: number | undefined): Validator<string> {
  if (min !== undefined && max !== undefined) return lengthBetween(min, max);
  if (min !== undefined) return minLength(min);
  if (max !== undefined) return maxLength(max);
  return () => null;
}

/** Required first, then length (exact when min equals max), then the pattern. */
export function fieldRulesValidator(rules: FieldRules): Validator<string> {
  const { pattern } = rules;
  return composeValidators(
    ...(rules.required ? [required] : []),
    lengthValidator(rules.minLength, rules.maxLength),
    ...(pattern ? [matchesPattern(pattern.regex, pattern.hint)] : []),
  );
}
