import { describe, expect, it } from 'vitest';
import { exactLength, lengthBetween, maxLength, minLength } from './length';

describe('exactLength', () => {
  it('needs exactly N characters', () => {
    expect(exactLength(5)('12345')).toBeNull();
    expect(exactLength(5)('1234')).toEqual({ key: 'exactLength', values: { length: 5 } });
    expect(exactLength(5)('123456')).toEqual({ key: 'exactLength', values: { length: 5 } });
  });

  it('lets an empty value through', () => {
    expect(exactLength(5)('')).toBeNull();
  });
});

describe('maxLength', () => {
  it('refuses more than N characters', () => {
    expect(maxLength(3)('abc')).toBeNull();
    expect(maxLength(3)('')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({ key: 'maxLength', values: { max: 3 } });
  });
});

describe('minLength', () => {
  it('refuses fewer than N characters, but not an empty value', () => {
    expect(minLength(2)('ab')).toBeNull();
    expect(minLength(2)('a')).toEqual({ key: 'minLength', values: { min: 2 } });
    expect(minLength(2)('')).toBeNull();
  });

  it('counts characters as typed, spaces included', () => {
    expect(minLength(2)('a ')).toBeNull();
  });
});

describe('lengthBetween', () => {
  it('checks both ends of the range', () => {
    const name = lengthBetween(2, 30);
    expect(name('Al')).toBeNull();
    expect(name('A')).toEqual({ key: 'minLength', values: { min: 2 } });
    expect(name('A'.repeat(31))).toEqual({ key: 'maxLength', values: { max: 30 } });
  });

  it('is an exact length when min equals max', () => {
    expect(lengthBetween(5, 5)('1234')).toEqual({ key: 'exactLength', values: { length: 5 } });
  });
});
