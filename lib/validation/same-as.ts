import type { Validator } from './message';

/**
 * 'Value must be the same as {field}'. `field` is the label the visitor sees, already in their
 * language, because the message quotes it.
 */
export function sameAs(other: string, field: string): Validator<string> {
  return (value) => (value === other ? null : { key: 'sameAs', values: { field } });
}
