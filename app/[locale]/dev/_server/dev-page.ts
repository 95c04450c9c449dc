import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { isDemoViewerKey } from '@/server/config/demo-viewer-key';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { clientAddressOf, isLoopbackAddress } from '@/server/http/client-address';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../../_server/private-page';

const LIST_PAGE_SIZE = 50;

export type DevPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

/** Developer pages: titled, and kept out of search engines should one ever be reachable. */
export function devPageMetadata(
  params: Promise<{ locale: string }>,
  namespace: 'Outbox' | 'StockNotifications' | 'PaymentProvider' | 'SmsOutbox',
): Promise<Metadata> {
  return privatePageMetadata(params, { namespace }, { robots: { index: false, follow: false } });
}

/**
 * A viewer of shoppers' mail and addresses: the locale, set for the request, and the query
 * that keeps the viewer key on links between viewer pages. They exist only in the demo while
 * mail goes to the outbox, and open only from the store's own machine or with the key printed
 * at start; anyone else gets the 404 of a page that does not exist.
 */
export async function openDevViewer({ params, searchParams }: DevPageProps) {
  const locale: Locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();
  const key = queryValue((await searchParams).key);
  const requestHeaders = await headers();
  const address = clientAddressOf((name) => requestHeaders.get(name) ?? undefined);
  if (!isLoopbackAddress(address) && !isDemoViewerKey(key)) notFound();
  return { locale, keyQuery: key ? `key=${encodeURIComponent(key)}` : '' };
}

/**
 * A paged viewer list: what openDevViewer gives, the `?page=` asked for (anything but a
 * positive whole number is page 1), which rows that page holds, the database to read them
 * from, and the address of another page of the list.
 */
export async function openDevList(props: DevPageProps, path: string) {
  const viewer = await openDevViewer(props);
  const requested = Number(queryValue((await props.searchParams).page) ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { db } = await getDatabase();
  return {
    ...viewer,
    db,
    page,
    rows: { limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE },
    pageCount: (total: number) => Math.ceil(total / LIST_PAGE_SIZE),
    hrefFor: (target: number) =>
      `/${viewer.locale}/${path}?page=${target}${viewer.keyQuery ? `&${viewer.keyQuery}` : ''}`,
  };
}
