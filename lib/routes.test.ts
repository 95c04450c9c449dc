import { describe, expect, it } from 'vitest';
import { categoryPath, parseCategorySegment, parseProductSegment, productPath } from './routes';

describe('routes', () => {
  it('builds and parses category paths', () => {
    expect(categoryPath('en-us', 'mens-running', '100010')).toBe('/en-us/c/mens-running-100010');
    expect(parseCategorySegment('mens-running-100010')).toEqual({
      slug: 'mens-running',
      id: '100010',
    });
    expect(parseCategorySegment('men-123')).toBeNull();
    expect(parseCategorySegment('men-12345678901')).toBeNull();
  });

  it('builds and parses product paths', () => {
    expect(productPath('fr-fr', 'trail-runner', 'ST00001234')).toBe(
      '/fr-fr/p/trail-runner-ST00001234',
    );
    expect(parseProductSegment('trail-runner-ST00001234')).toEqual({
      slug: 'trail-runner',
      id: 'ST00001234',
    });
    expect(parseProductSegment('trail-runner-st00001234')).toBeNull();
    expect(parseProductSegment('x-ABC1234')).toBeNull();
  });
});
