import { describe, expect, it } from 'vitest';
import { faceValueSet, listPrice, priceSet, salePrice } from './pricing';

describe('pricing', () => {
  it('localises a USD list price with market endings', () => {
    expect(listPrice(12000, 'USD')).toBe(12000);
    expect(listPrice(12000, 'CAD')).toBe(15999);
    expect(listPrice(12000, 'GBP')).toBe(9500);
    expect(listPrice(12000, 'EUR')).toBe(10995);
    expect(listPrice(1400, 'CAD')).toBe(1899);
  });

  it('marks down to a .99 price strictly below the original', () => {
    expect(salePrice(12000, 30)).toBe(8399);
    expect(salePrice(1000, 1)).toBeLessThan(1000);
    for (const price of priceSet(9000, 25)) {
      expect(price.currentMinor).toBeLessThan(price.originalMinor);
      expect(price.currentMinor % 100).toBe(99);
    }
  });

  it('prices gift cards at face value in every currency', () => {
    expect(faceValueSet(50).map((p) => p.currentMinor)).toEqual([5000, 5000, 5000, 5000]);
  });
});
