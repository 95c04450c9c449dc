import { describe, expect, it } from 'vitest';
import { fromHeaderLocale, negotiateLocale, settingsFor, toHeaderLocale } from './locales';

describe('locales', () => {
  it('maps each country to its region, currency and date format', () => {
    expect(settingsFor('en-us')).toMatchObject({
      region: 'NORA',
      currency: 'USD',
      dateFormat: 'MM/DD/YYYY',
    });
    expect(settingsFor('fr-ca')).toMatchObject({ region: 'NORA', currency: 'CAD' });
    expect(settingsFor('en-gb')).toMatchObject({
      region: 'EMEA',
      currency: 'GBP',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(settingsFor('de-de')).toMatchObject({ region: 'EMEA', currency: 'EUR' });
  });

  it('converts between URL and header forms', () => {
    expect(toHeaderLocale('fr-ca')).toBe('fr_CA');
    expect(fromHeaderLocale('de_DE')).toBe('de-de');
    expect(fromHeaderLocale('es_ES')).toBeUndefined();
  });

  it('negotiates the visitor locale from Accept-Language', () => {
    expect(negotiateLocale(undefined)).toBe('en-us');
    expect(negotiateLocale('fr-FR,fr;q=0.9,en;q=0.8')).toBe('fr-fr');
    expect(negotiateLocale('de;q=0.9, it-IT;q=0.95')).toBe('it-it');
    expect(negotiateLocale('fr')).toBe('fr-ca');
    expect(negotiateLocale('es-ES, ja')).toBe('en-us');
  });
});
