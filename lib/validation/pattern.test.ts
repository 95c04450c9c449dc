import { describe, expect, it } from 'vitest';
import { matchesPattern } from './pattern';

describe('matchesPattern', () => {
  const zip = matchesPattern(/^\d{5}$/, '12345');

  it('passes matching text and empty text', () => {
    expect(zip('90210')).toBeNull();
    expect(zip('')).toBeNull();
  });

  it('quotes the hint, not the expression', () => {
    expect(zip('9021')).toEqual({ key: 'pattern', values: { pattern: '12345' } });
  });
});
