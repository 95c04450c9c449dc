import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from './phone-length';

describe('isValidPhoneNumber', () => {
  it('takes North American numbers of ten digits starting 2-9', () => {
    expect(isValidPhoneNumber('2125550123', '1')).toBe(true);
    expect(isValidPhoneNumber('9995550123', '1')).toBe(true);
  });

  it('refuses North American numbers starting with 0 or 1', () => {
    expect(isValidPhoneNumber('0125550123', '1')).toBe(false);
    expect(isValidPhoneNumber('1125550123', '1')).toBe(false);
  });

  it('refuses North American numbers of another length', () => {
    expect(isValidPhoneNumber('212555012', '1')).toBe(false);
    expect(isValidPhoneNumber('21255501234', '1')).toBe(false);
  });

  it('needs the exact length of the storefront countries', () => {
    expect(isValidPhoneNumber('7700900123', '44')).toBe(true);
    expect(isValidPhoneNumber('770090012', '44')).toBe(false);
    expect(isValidPhoneNumber('612345678', '33')).toBe(true);
    expect(isValidPhoneNumber('0612345678', '33')).toBe(false);
    expect(isValidPhoneNumber('3123456789', '39')).toBe(true);
    expect(isValidPhoneNumber('312345678', '39')).toBe(false);
  });

  it('takes each of the three German lengths and no other', () => {
    expect(isValidPhoneNumber('301234567', '49')).toBe(true);
    expect(isValidPhoneNumber('1701234567', '49')).toBe(true);
    expect(isValidPhoneNumber('15112345678', '49')).toBe(true);
    expect(isValidPhoneNumber('30123456', '49')).toBe(false);
    expect(isValidPhoneNumber('151123456789', '49')).toBe(false);
  });

  it('takes 4 to 15 digits for other countries', () => {
    expect(isValidPhoneNumber('312345', '376')).toBe(true);
    expect(isValidPhoneNumber('1234', '376')).toBe(true);
    expect(isValidPhoneNumber('123', '376')).toBe(false);
    expect(isValidPhoneNumber('1234567890123456', '376')).toBe(false);
  });

  it('refuses anything but digits', () => {
    expect(isValidPhoneNumber('', '44')).toBe(false);
    expect(isValidPhoneNumber('212 555 0123', '1')).toBe(false);
  });
});
