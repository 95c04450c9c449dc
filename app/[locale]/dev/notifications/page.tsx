import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { listStockNotifications } from '@/server/catalog/stock-notifications';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { requireLocale } from '../../../_server/locale';
import { DevRecordTable, devCell } from '../_components/dev-record-table';
import { devPageMetadata, requestedPage } from '../_server/dev-page';

const PAGE_SIZE = 50;

// Requests arrive at any moment; a cached copy would hide them.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

export function generateMetadata({ params }: Props) {
  return devPageMetadata(params, 'StockNotifications');
}

/**
 * Merchant page: back-in-stock requests, newest first. Shopper emails are personal data, so
 * like the outbox it exists only in the demo set-up (no SMTP_URL), never on a real store.
 */
export default async function StockNotificationsPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();

  const page = await requestedPage(searchParams);
  const { db } = await getDatabase();
  const [{ entries, total }, t, format] = await Promise.all([
    listStockNotifications(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    getTranslations('StockNotifications'),
    getFormatter(),
  ]);

  return (
    <DevRecordTable
      text={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      headings={[t('createdAt'), t('email'), t('product'), t('size'), t('locale'), t('status')]}
      rows={entries.map((entry) => (
        <tr key={entry.id} className="border-b border-line">
          <td className={`${devCell} whitespace-nowrap`}>
            <time dateTime={entry.createdAt.toISOString()}>
              {format.dateTime(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </td>
          <td className={`${devCell} break-all`}>{entry.email}</td>
          <td className={devCell}>
            <code>{entry.productId ?? entry.variantId}</code>
          </td>
          <td className={devCell}>{entry.size ?? '–'}</td>
          <td className={devCell}>{entry.locale}</td>
          <td className={devCell}>{entry.notifiedAt ? t('notified') : t('pending')}</td>
        </tr>
      ))}
      page={page}
      pageCount={Math.ceil(total / PAGE_SIZE)}
      hrefFor={(target) => `/${locale}/dev/notifications?page=${target}`}
    />
  );
}
