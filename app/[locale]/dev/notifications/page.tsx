import { getFormatter, getTranslations } from 'next-intl/server';
import { listStockNotifications } from '@/server/catalog/stock-notifications';
import { DevRecordTable, devCell } from '../_components/dev-record-table';
import { devPageMetadata, openDevList, type DevPageProps } from '../_server/dev-page';

// Requests arrive, and are emailed, at any moment; a cached copy would hide them.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: DevPageProps) {
  return devPageMetadata(params, 'StockNotifications');
}

/**
 * Merchant page: back-in-stock requests, newest first, waiting or when they were emailed.
 * Shopper emails are personal data, so like the outbox it exists only in the demo set-up.
 */
export default async function StockNotificationsPage(props: DevPageProps) {
  const list = await openDevList(props, 'dev/notifications');
  const [{ entries, total }, t, format] = await Promise.all([
    listStockNotifications(list.db, list.rows),
    getTranslations('StockNotifications'),
    getFormatter(),
  ]);
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <DevRecordTable
      text={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      headings={[t('createdAt'), t('email'), t('product'), t('size'), t('locale'), t('status')]}
      rows={entries.map((entry) => (
        <tr key={entry.id} className="border-b border-line">
          <td className={`${devCell} whitespace-nowrap`}>
            <time dateTime={entry.createdAt.toISOString()}>{when(entry.createdAt)}</time>
          </td>
          <td className={`${devCell} break-all`}>{entry.email}</td>
          <td className={devCell}>
            <code>{entry.productId ?? entry.variantId}</code>
          </td>
          <td className={devCell}>{entry.size ?? '–'}</td>
          <td className={devCell}>{entry.locale}</td>
          <td className={devCell}>
            {entry.notifiedAt
              ? t.rich('notified', {
                  at: when(entry.notifiedAt),
                  time: (chunks) => (
                    <time dateTime={entry.notifiedAt!.toISOString()}>{chunks}</time>
                  ),
                })
              : t('pending')}
          </td>
        </tr>
      ))}
      page={list.page}
      pageCount={list.pageCount(total)}
      hrefFor={list.hrefFor}
    />
  );
}
