import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('speaks miles in the US and Britain, kilometres elsewhere', () => {
    expect(formatDistance(3.9, 'en-us')).toBe('2.4 mi');
    expect(formatDistance(3.9, 'en-gb')).toBe('2.4 mi');
    expect(formatDistance(3.9, 'fr-fr')).toMatch(/^3,9\s?km$/);
    expect(formatDistance(12, 'en-ca')).toBe('12 km');
  });
});
