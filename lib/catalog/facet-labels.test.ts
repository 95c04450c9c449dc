import { createTranslator, type Messages } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import { facetValueLabel } from './facet-labels';

// As the pages' translators see them: any key of the namespace, checked when it is read.
const listing = (locale: string, messages: Messages) =>
  createTranslator({ locale, messages, namespace: 'Listing' });
const english = listing('en-us', en);
const german = listing('de-de', de);

describe('facetValueLabel', () => {
  it('names price buckets by their bounds in the local currency', () => {
    expect(facetValueLabel(english, 'en-us', 'price', '0-50', '0-50')).toBe('Under $50');
    expect(facetValueLabel(english, 'en-us', 'price', '200-', '200-')).toBe('$200 and over');
    expect(facetValueLabel(english, 'en-us', 'price', '50-100', '50-100')).toBe('$50 to $100');
    expect(facetValueLabel(german, 'de-de', 'price', '0-50', '0-50')).toMatch(/50\s?€/);
  });

  it('names gender and activity codes, and keeps what the API named', () => {
    expect(facetValueLabel(english, 'en-us', 'gender', 'men', 'men')).toBe('Men');
    expect(facetValueLabel(english, 'en-us', 'activity', 'unknown-code', 'Climbing')).toBe(
      'Climbing',
    );
    expect(facetValueLabel(english, 'en-us', 'color', 'black', 'Black')).toBe('Black');
  });
});
