import type { Validator } from './message';
import { isValidEmail } from './rules';

/**
 * A standard address whose domain has two or more dot-separated parts. Like every validator but
 * `required`, it lets an empty value through so optional fields work.
 */
export const validEmail: Validator<string> = (value) =>
  value === '' || isValidEmail(value) ? null : { key: 'email' };
