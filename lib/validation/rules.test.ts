import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkPassword,
  isValidEmail,
  isValidName,
  isValidPassword,
} from './rules';

describe('rules', () => {
  it('holds the limits of spec 002 section 9', () => {
    expect(EMAIL_MAX_LENGTH).toBe(100);
    expect([NAME_MIN_LENGTH, NAME_MAX_LENGTH]).toEqual([2, 30]);
    expect(ADDRESS_FIELD_MAX_LENGTH).toBe(30);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('keeps the predicates the API contracts use', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidName('Zoë')).toBe(true);
    expect(isValidName('Zoë1')).toBe(false);
    expect(isValidPassword('Abcdefg1')).toBe(true);
    expect(checkPassword('a')).toEqual({ length: false, number: false, upper: false, lower: true });
  });
});
