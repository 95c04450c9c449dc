import { nationalNumber } from '../phone/national-number';
import { isValidPhoneNumber } from '../phone/phone-length';
import type { Validator } from './message';

/**
 * 'A valid phone number is required' for a number typed with or without its mask, checked
 * against the dial code picked beside it (exact length per country; North American numbers
 * are ten digits starting 2-9). A UK number may keep its trunk zero, as people write it.
 */
export function validPhone(dialCode: string): Validator<string> {
  return (value) => {
    if (value.trim() === '') return null;
    return isValidPhoneNumber(nationalNumber(value, dialCode), dialCode) ? null : { key: 'phone' };
  };
}
