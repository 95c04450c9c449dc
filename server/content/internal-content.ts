import { count } from 'drizzle-orm';
import { footerCanvasSchema, pageCanvasSchema } from '@/lib/contracts/content';
import type { z } from 'zod';
import type {
  compareAttributesSchema,
  footSizesSchema,
  homeCollectionsSchema,
  locationSelectorSchema,
  utilityLinksSchema,
} from '@/lib/contracts/content-internal';
import {
  countryOf,
  languageOf,
  locales,
  settingsFor,
  toLanguageTag,
  type Locale,
} from '@/lib/i18n/locales';
import { shoeProductTypes, shoeSizeRows, sizeSystems } from '@/lib/product/shoe-sizes';
import { contactUsPath, orderStatusPath, storesPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { readCanvas, type ReadView } from './canvases';
import { wordFor, type InternalWord } from './internal-words';

/** A site's published document of one canvas, parsed; null when nothing is published. */
export async function publishedDocument<T extends z.ZodType>(
  db: Database,
  where: { siteId: Locale; type: 'page' | 'footer' | 'search'; key: string },
  schema: T,
  now: Date,
): Promise<z.infer<T> | null> {
  const view: ReadView = { mode: 'publish', now };
  const reply = await readCanvas(db, where, view);
  return reply ? schema.parse(reply.content) : null;
}

export const readFooter = (db: Database, locale: Locale, now: Date) =>
  publishedDocument(db, { siteId: locale, type: 'footer', key: 'main' }, footerCanvasSchema, now);

export function utilityLinks(locale: Locale): z.infer<typeof utilityLinksSchema> {
  const link = (id: InternalWord, url: string) => ({ id, text: wordFor(locale, id), url });
  return {
    links: [
      link('help', contactUsPath(locale)),
      link('findStore', storesPath(locale)),
      link('orderStatus', orderStatusPath(locale)),
      link('signIn', `/${locale}/sign-in`),
    ],
  };
}

/** Price, colours and sizes every product has; activity and gender once products carry them. */
export async function compareAttributes(
  db: Database,
  locale: Locale,
): Promise<z.infer<typeof compareAttributesSchema>> {
  const [carried] = await db
    .select({ activity: count(products.activity), gender: count(products.gender) })
    .from(products);
  const ids: InternalWord[] = ['price', 'colors', 'sizes'];
  if (carried?.activity) ids.push('activity');
  if (carried?.gender) ids.push('gender');
  return { attributes: ids.map((id) => ({ id, label: wordFor(locale, id) })) };
}

export async function homeCollections(
  db: Database,
  locale: Locale,
  now: Date,
): Promise<z.infer<typeof homeCollectionsSchema>> {
  const home = await publishedDocument(
    db,
    { siteId: locale, type: 'page', key: 'home' },
    pageCanvasSchema,
    now,
  );
  const items = home?.sections.flatMap((section) => section.items) ?? [];
  return {
    collections: items.flatMap((item) =>
      item.type === 'product-collection'
        ? [{ id: item.id, title: item.title, categoryId: item.categoryId }]
        : [],
    ),
  };
}

export function footSizes(): z.infer<typeof footSizesSchema> {
  return {
    columns: [...sizeSystems, 'cm'],
    charts: shoeProductTypes.map((productType) => ({
      productType,
      rows: shoeSizeRows[productType].map((row) => [...row]),
    })),
  };
}

/** Each locale's country and language named in the request's language. */
export function locationSelector(locale: Locale): z.infer<typeof locationSelectorSchema> {
  const tag = toLanguageTag(locale);
  const countryNames = new Intl.DisplayNames([tag], { type: 'region' });
  const languageNames = new Intl.DisplayNames([tag], { type: 'language' });
  return {
    locations: locales.map((each) => ({
      locale: each,
      country: countryOf(each),
      countryName: countryNames.of(countryOf(each)) ?? countryOf(each),
      language: languageOf(each),
      languageName: languageNames.of(languageOf(each)) ?? languageOf(each),
      currency: settingsFor(each).currency,
      url: `/${each}`,
    })),
  };
}
