import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits';

describe('digitsOnly', () => {
  it('drops every mask and punctuation character', () => {
    expect(digitsOnly('(212) 555 - 0123')).toBe('2125550123');
    expect(digitsOnly('+44 7700-900.123')).toBe('447700900123');
  });

  it('gives an empty string when nothing is a digit', () => {
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('phone')).toBe('');
  });
});
