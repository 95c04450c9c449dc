import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from './locale';

export type SearchParams = Record<string, string | string[] | undefined>;

/** A query parameter given once and not empty; a repeated or empty one reads as absent. */
export function queryValue(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Metadata of a page that belongs to one visitor (bag, checkout, account, sign-in): its title
 * from the messages, and kept out of search indexes.
 */
export async function privatePageMetadata(
  params: Promise<{ locale: string }>,
  title: { namespace: string; key?: string },
  extra: Metadata = {},
): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: title.namespace });
  return { title: t(title.key ?? 'title'), robots: { index: false }, ...extra };
}
