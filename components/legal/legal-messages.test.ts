import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import {
  createTranslator,
  type AbstractIntlMessages,
  type RichTranslationValues,
} from 'use-intl/core';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import it_ from '../../messages/it.json';

const languages = { en, fr, de, it: it_ };

/** Every message of the legal pages, by its dotted key. */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The values and links a message needs: what the pages read from the code, settings and routes. */
function placeholdersOf(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)|<(\w+)>/g)].map((match) => match[1] ?? match[2]);
  return [...new Set(names)].sort() as string[];
}

const englishLegal = new Map(leaves(en.Legal));

const link = (chunks: unknown) => `[${String(chunks)}]`;
const values = {
  date: 'November 26, 2026',
  seller: 'Seller Ltd',
  address: '1 Street, Town',
  vatId: 'GB123',
  days: 30,
  years: 2,
  points: 5,
  unit: '$1.00',
  amount: '$5.00',
  ladder: '500 points for $5.00 off',
  cap: '$2,500.00',
  currency: 'USD',
  ...Object.fromEntries(
    [
      'contact',
      'profile',
      'communication',
      'orders',
      'howToReturn',
      'privacy',
      'saleTerms',
      'loyalty',
      'account',
    ].map((tag) => [tag, link]),
  ),
};

/** Formats a legal message by a key built at run time, so the messages are read untyped. */
function legalFormatter(locale: string, messages: object, onError: (error: Error) => void) {
  const t = createTranslator({ locale, messages: messages as AbstractIntlMessages, onError });
  // Untyped messages leave the values untyped too: say what the pages pass.
  const rich = t.rich as (key: string, values: RichTranslationValues) => ReactNode;
  return (key: string, overrides: Record<string, number> = {}) =>
    String(rich(`Legal.${key}`, { ...values, ...overrides }));
}

describe('Legal page messages', () => {
  it.each(Object.entries(languages))(
    'in %s, have every English message with the same values and links',
    (_, messages) => {
      const translated = new Map(leaves(messages.Legal));
      expect([...translated.keys()].sort()).toEqual([...englishLegal.keys()].sort());
      for (const [key, message] of translated) {
        expect(placeholdersOf(message), key).toEqual(placeholdersOf(englishLegal.get(key) ?? ''));
      }
    },
  );

  it.each(Object.entries(languages))(
    'format in %s with nothing left unfilled',
    (locale, messages) => {
      const errors: string[] = [];
      const format = legalFormatter(locale, messages, (error) => errors.push(error.message));
      for (const [key] of leaves(messages.Legal)) {
        expect(format(key), key).not.toMatch(/[{}<>]/);
      }
      expect(errors).toEqual([]);
    },
  );

  it('count the warranty in years as a shopper reads it', () => {
    const format = legalFormatter('en', en, (error) => {
      throw error;
    });
    expect(format('saleTerms.sections.warranty.body', { years: 1 })).toContain(
      'for 1 year from delivery',
    );
  });
});
