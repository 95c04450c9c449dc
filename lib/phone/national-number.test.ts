import { describe, expect, it } from 'vitest';
import { nationalNumber } from './national-number';

describe('nationalNumber', () => {
  it.each([
    ['the UK', '07700 900123', '44', '7700900123'],
    ['Germany', '030 12345678', '49', '3012345678'],
    ['France', '06 12 34 56 78', '33', '612345678'],
  ])('drops the trunk zero in %s', (_, typed, dialCode, national) => {
    expect(nationalNumber(typed, dialCode)).toBe(national);
  });

  it('keeps Italy’s leading zero, which belongs to the number', () => {
    expect(nationalNumber('06 1234 5678', '39')).toBe('0612345678');
  });

  it('strips formatting', () => {
    expect(nationalNumber('(212) 555 - 0123', '1')).toBe('2125550123');
  });
});
