import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';

const LIST_PAGE_SIZE = 50;

export type DevListProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

/** Developer pages: titled, and kept out of search engines should one ever be reachable. */
export function devPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: 'Outbox' | 'StockNotifications' | 'PaymentProvider',
): Promise<Metadata> {
  return privatePageMetadata(params, { namespace }, { robots: { index: false, follow: false } });
}

/**
 * The locale of a developer page, set for the request. The pages show shoppers' mail and
 * addresses, so they exist only while mail goes to the outbox (the demo): 404 with real SMTP.
 */
export async function openDevPage(params: Promise<{ locale: string }>): Promise<Locale> {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();
  return locale;
}

/**
 * A paged developer list: its locale, the `?page=` asked for (anything but a positive whole
 * number is page 1), which rows that page holds, and the database to read them from.
 */
export async function openDevList({ params, searchParams }: DevListProps) {
  const locale = await openDevPage(params);
  const requested = Number((await searchParams).page ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { db } = await getDatabase();
  return {
    locale,
    db,
    page,
    rows: { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE },
    pageCount: (total: number) => Math.ceil(total / LIST_PAGE_SIZE),
  };
}
