import { describe, expect, it } from 'vitest';
import { validPhone } from './phone';

const invalid = { key: 'phone' };

describe('validPhone', () => {
  it('passes North American numbers with or without their mask', () => {
    expect(validPhone('1')('(212) 555 - 0123')).toBeNull();
    expect(validPhone('1')('2125550123')).toBeNull();
  });

  it('refuses North American numbers starting with 0 or 1, or not ten digits', () => {
    expect(validPhone('1')('(012) 555 - 0123')).toEqual(invalid);
    expect(validPhone('1')('(112) 555 - 0123')).toEqual(invalid);
    expect(validPhone('1')('212555012')).toEqual(invalid);
  });

  it('takes a UK number with or without its trunk zero', () => {
    expect(validPhone('44')('07700 900123')).toBeNull();
    expect(validPhone('44')('7700 900123')).toBeNull();
    expect(validPhone('44')('0770 090012')).toEqual(invalid);
  });

  it('needs the exact length per country', () => {
    expect(validPhone('33')('6 12 34 56 78')).toBeNull();
    // As French and German shoppers type them, with the trunk zero.
    expect(validPhone('33')('06 12 34 56 78')).toBeNull();
    expect(validPhone('49')('030 12345678')).toBeNull();
    expect(validPhone('33')('6 12 34 56 7')).toEqual(invalid);
    expect(validPhone('49')('151 12345678')).toBeNull();
    expect(validPhone('49')('151 1234567')).toBeNull();
    expect(validPhone('49')('151 123456789')).toEqual(invalid);
    expect(validPhone('39')('312 345 6789')).toBeNull();
  });

  it('refuses text without digits', () => {
    expect(validPhone('1')('call me')).toEqual(invalid);
  });

  it('lets an empty value through', () => {
    expect(validPhone('1')('')).toBeNull();
    expect(validPhone('1')('  ')).toBeNull();
  });
});
