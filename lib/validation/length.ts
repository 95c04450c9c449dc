import type { Validator } from './message';

/** Lengths count characters as typed; fields that the API trims compose with `onTrimmed`. */

export function exactLength(length: number): Validator<string> {
  return (value) =>
    value === '' || value.length === length ? null : { key: 'exactLength', values: { length } };
}

export function maxLength(max: number): Validator<string> {
  return (value) => (value.length <= max ? null : { key: 'maxLength', values: { max } });
}

export function minLength(min: number): Validator<string> {
  return (value) =>
    value === '' || value.length >= min ? null : { key: 'minLength', values: { min } };
}

/** Server field rules give a range; when both ends are equal the length is exact. */
export function lengthBetween(min: number, max: number): Validator<string> {
  if (min === max) return exactLength(min);
  const atLeast = minLength(min);
  const atMost = maxLength(max);
  return (value) => atLeast(value) ?? atMost(value);
}
