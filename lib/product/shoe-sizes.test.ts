import { describe, expect, it } from 'vitest';
import { settingsFor } from '../i18n/locales';
import { sizeIn } from './shoe-sizes';

describe("shoe sizes in the shopper's system", () => {
  it('converts a US shoe size to UK and EU, and leaves it alone in the US', () => {
    expect(sizeIn('mens-shoes', '8.5', 'EU')).toEqual({ size: '42', converted: true });
    expect(sizeIn('mens-shoes', '8.5', 'UK')).toEqual({ size: '7.5', converted: true });
    expect(sizeIn('womens-shoes', '8.5', 'EU')).toEqual({ size: '40', converted: true });
    expect(sizeIn('kids-shoes', '1Y', 'EU')).toEqual({ size: '32', converted: true });
    expect(sizeIn('mens-shoes', '8.5', 'US')).toEqual({ size: '8.5', converted: false });
  });

  it('shows apparel and unknown sizes as they are', () => {
    expect(sizeIn('apparel-tops', 'M', 'EU')).toEqual({ size: 'M', converted: false });
    expect(sizeIn('mens-shoes', '15', 'EU')).toEqual({ size: '15', converted: false });
  });

  it('follows the country: EU on the continent, UK in Britain, US in North America', () => {
    expect(settingsFor('de-de').sizeSystem).toBe('EU');
    expect(settingsFor('fr-fr').sizeSystem).toBe('EU');
    expect(settingsFor('en-gb').sizeSystem).toBe('UK');
    expect(settingsFor('fr-ca').sizeSystem).toBe('US');
  });
});
