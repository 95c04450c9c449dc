import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';

/** Developer pages: titled, and kept out of search engines should one ever be reachable. */
export async function devPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: 'Outbox' | 'StockNotifications',
): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The `?page=` of a paged developer list; anything but a positive whole number is page 1. */
export async function requestedPage(searchParams: Promise<{ page?: string }>): Promise<number> {
  const requested = Number((await searchParams).page ?? '1');
  return Number.isInteger(requested) && requested >= 1 ? requested : 1;
}
