import type { Validator } from './message';
import { isValidName } from './rules';

/** Letters (accented too), whitespace, comma, period, apostrophe, backtick and hyphen. */
export const validName: Validator<string> = (value) =>
  value === '' || isValidName(value) ? null : { key: 'name' };

/** The event sign-up's guest name: the same rule with its own message. */
export const validGuestName: Validator<string> = (value) =>
  validName(value) ? { key: 'guestName' } : null;
