import { describe, expect, it } from 'vitest';
import { nationalNumber } from './national-number';

describe('nationalNumber', () => {
  it('drops the UK trunk zero', () => {
    expect(nationalNumber('07700 900123', '44')).toBe('7700900123');
  });

  it('keeps a leading zero for other dial codes, where it may belong to the number', () => {
    expect(nationalNumber('06 1234 5678', '39')).toBe('0612345678');
    expect(nationalNumber('0612345678', '33')).toBe('0612345678');
  });

  it('strips formatting', () => {
    expect(nationalNumber('(212) 555 - 0123', '1')).toBe('2125550123');
  });
});
