import type { Validator } from './message';

/**
 * `hint` is what the visitor reads in 'Value should match {pattern}', such as "A1A 1A1": the
 * regular expression itself means nothing to them. The expression should be anchored.
 */
export function matchesPattern(pattern: RegExp, hint: string): Validator<string> {
  return (value) =>
    value === '' || pattern.test(value) ? null : { key: 'pattern', values: { pattern: hint } };
}
