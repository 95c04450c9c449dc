import { describe, expect, it } from 'vitest';
import { linksIn, placeholdersIn } from '@/lib/content/inline-text';
import { contentPlaceholders } from '@/lib/content/placeholders';
import { pageCanvasSchema, type PageCanvas } from '@/lib/contracts/content';
import { locales } from '@/lib/i18n/locales';
import { canvasRows } from '../content';
import { footerCanvas } from '../canvas-navigation';
import { ImageRegistry } from '../image-jobs';
import { helpAndLegalCanvases } from './pages';

const everywhere = [
  'help',
  'shipping-and-delivery',
  'returns',
  'how-to-return',
  'privacy',
  'brand-terms',
  'loyalty-terms',
  'sale-terms',
  'sms-terms',
  'associate-discount-terms',
  'loyalty',
];
const germanOnly = ['impressum', 'agb', 'widerruf'];

/** Every line of a page a shopper reads: title, description, headings, paragraphs, items. */
function textsOf(page: PageCanvas): string[] {
  return [
    page.title,
    page.metadata.htmlTitle,
    page.metadata.htmlDescription,
    ...page.sections.flatMap((section) =>
      section.items.flatMap((item) =>
        item.type === 'text-section' ? [item.heading ?? '', ...item.paragraphs, ...item.items] : [],
      ),
    ),
  ];
}

const rows = canvasRows(new ImageRegistry());
const pageRow = (locale: string, key: string) =>
  rows.find((row) => row.siteId === locale && row.type === 'page' && row.key === key);

describe('seeded help and legal pages', () => {
  it.each(locales)(
    'exist and parse in %s, Germany’s own pages on the German site only',
    (locale) => {
      for (const key of everywhere) {
        const row = pageRow(locale, key);
        expect(row, key).toBeDefined();
        expect(pageCanvasSchema.safeParse(row?.published).success, key).toBe(true);
      }
      for (const key of germanOnly) {
        expect(pageRow(locale, key) !== undefined, key).toBe(locale === 'de-de');
      }
    },
  );

  it.each(locales)('in %s, use only placeholders the storefront fills', (locale) => {
    const known = new Set<string>(contentPlaceholders);
    for (const { key, document } of helpAndLegalCanvases(locale)) {
      const unknown = textsOf(document)
        .flatMap(placeholdersIn)
        .filter((name) => !known.has(name));
      expect(unknown, key).toEqual([]);
    }
  });

  it('say the same in every language: the same sections, placeholders and links', () => {
    const shape = (locale: (typeof locales)[number]) =>
      helpAndLegalCanvases(locale).map(({ key, document }) => ({
        key,
        sections: document.sections.flatMap((section) =>
          section.items.map((item) => {
            const texts = item.type === 'text-section' ? [...item.paragraphs, ...item.items] : [];
            return {
              id: item.id,
              lines: texts.length,
              placeholders: texts.flatMap(placeholdersIn).sort(),
              links: texts.flatMap((text) => linksIn(text).map((link) => link.href)).sort(),
            };
          }),
        ),
      }));
    const comparable = (locale: (typeof locales)[number]) =>
      JSON.stringify(shape(locale).filter(({ key }) => !germanOnly.includes(key))).replaceAll(
        `/${locale}/`,
        '/{locale}/',
      );
    // Pairs in one market (its delivery services), chained back to English.
    const pairs = [
      ['fr-ca', 'en-ca'],
      ['fr-fr', 'fr-ca'],
      ['de-de', 'fr-fr'],
      ['it-it', 'fr-fr'],
    ] as const;
    for (const [locale, reference] of pairs) {
      expect(comparable(locale), locale).toEqual(comparable(reference));
    }
  });

  it('are linked from every footer; Impressum, AGB and Widerruf from the German one only', () => {
    for (const locale of locales) {
      const urls = footerCanvas(locale).columns.flatMap((column) =>
        column.links.map((link) => link.url),
      );
      for (const path of [
        'help',
        'help/shipping-and-delivery',
        'help/returns',
        'help/returns/how-to-return',
        'help/contact-us',
        'privacy',
        'sale-terms',
      ]) {
        expect(urls, `${locale} ${path}`).toContain(`/${locale}/${path}`);
      }
      const german = germanOnly.map((page) => `/de-de/${page}`);
      expect(german.filter((url) => urls.includes(url))).toEqual(locale === 'de-de' ? german : []);
    }
  });
});
