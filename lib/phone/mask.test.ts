import { describe, expect, it } from 'vitest';
import { applyMask, phoneMaskFor } from './mask';

describe('phoneMaskFor', () => {
  it('uses the national masks of the storefront countries', () => {
    expect(phoneMaskFor('1', 'NORA')).toBe('(XXX) XXX - XXXX');
    expect(phoneMaskFor('33', 'EMEA')).toBe('X XX XX XX XX');
    expect(phoneMaskFor('44', 'EMEA')).toBe('XXXX XXXXXX');
    expect(phoneMaskFor('39', 'EMEA')).toBe('XXX XXX XXXX');
  });

  it('picks the German variant that matches the digit count', () => {
    expect(phoneMaskFor('49', 'EMEA', 9)).toBe('XX XXXXXXX');
    expect(phoneMaskFor('49', 'EMEA', 10)).toBe('XXX XXXXXXX');
    expect(phoneMaskFor('49', 'EMEA', 11)).toBe('XXX XXXXXXXX');
  });

  it('fits German numbers still being typed into the shortest variant that holds them', () => {
    expect(phoneMaskFor('49', 'EMEA', 0)).toBe('XX XXXXXXX');
    expect(phoneMaskFor('49', 'EMEA', 4)).toBe('XX XXXXXXX');
  });

  it('uses the longest German variant without a count or beyond every length', () => {
    expect(phoneMaskFor('49', 'EMEA')).toBe('XXX XXXXXXXX');
    expect(phoneMaskFor('49', 'EMEA', 14)).toBe('XXX XXXXXXXX');
  });

  it('uses the embedded list for other countries', () => {
    expect(phoneMaskFor('32', 'EMEA')).toBe('XXX XX XX XX');
  });

  it('falls back to the region default', () => {
    expect(phoneMaskFor('376', 'NORA')).toBe('(XXX) XXX - XXXX');
    expect(phoneMaskFor('376', 'EMEA')).toBe('XXXX - XXX - XXX');
    expect(phoneMaskFor('', 'EMEA')).toBe('XXXX - XXX - XXX');
  });
});

describe('applyMask', () => {
  it('formats a complete number', () => {
    expect(applyMask('2125550123', '(XXX) XXX - XXXX')).toBe('(212) 555 - 0123');
    expect(applyMask('612345678', 'X XX XX XX XX')).toBe('6 12 34 56 78');
    expect(applyMask('15112345678', 'XXX XXXXXXXX')).toBe('151 12345678');
  });

  it('shows literals only once a digit follows them', () => {
    expect(applyMask('', '(XXX) XXX - XXXX')).toBe('');
    expect(applyMask('2', '(XXX) XXX - XXXX')).toBe('(2');
    expect(applyMask('212', '(XXX) XXX - XXXX')).toBe('(212');
    expect(applyMask('2125', '(XXX) XXX - XXXX')).toBe('(212) 5');
  });

  it('ignores non-digits, so a formatted value can be re-masked', () => {
    expect(applyMask('(212) 555', '(XXX) XXX - XXXX')).toBe('(212) 555');
  });

  it('appends digits beyond the mask instead of dropping them', () => {
    expect(applyMask('212555012399', '(XXX) XXX - XXXX')).toBe('(212) 555 - 012399');
  });

  it('uses the default masks', () => {
    expect(applyMask('1234567890', 'XXXX - XXX - XXX')).toBe('1234 - 567 - 890');
  });
});
