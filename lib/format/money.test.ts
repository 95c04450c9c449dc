import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatMoney,
  formatWholeMoney,
  isMarkdown,
  toMajor,
  toMinor,
} from './money';

describe('money', () => {
  it('converts between minor and major units without float drift', () => {
    expect(toMajor(12995)).toBe(129.95);
    expect(toMinor(0.1 + 0.2)).toBe(30);
  });

  it('shows CAD as a code and other currencies as symbols', () => {
    expect(formatMoney(129.95, 'CAD', 'en-ca')).toMatch(/CAD/);
    expect(formatMoney(129.95, 'USD', 'en-us')).toBe('$129.95');
    expect(formatMoney(99, 'GBP', 'en-gb')).toBe('£99.00');
    expect(formatMoney(99.5, 'EUR', 'de-de')).toMatch(/99,50\s?€/);
  });

  it('rounds bounds to whole units in the same style', () => {
    expect(formatWholeMoney(50, 'USD', 'en-us')).toBe('$50');
    expect(formatWholeMoney(100, 'CAD', 'en-ca')).toMatch(/^CAD\s?100$/);
    expect(formatWholeMoney(99.5, 'EUR', 'de-de')).toMatch(/^100\s?€$/);
    // The exact format of the same currency and locale is not changed by the whole one.
    expect(formatMoney(50, 'USD', 'en-us')).toBe('$50.00');
  });

  it('computes the discount to one decimal', () => {
    expect(discountPercent(150, 100)).toBe(33.3);
    expect(discountPercent(100, 100)).toBe(0);
    expect(isMarkdown(100, 80)).toBe(true);
    expect(isMarkdown(100, 100)).toBe(false);
  });
});
