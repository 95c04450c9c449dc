import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { listStockNotifications } from '@/server/catalog/stock-notifications';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { requireLocale } from '../../../_server/locale';

const PAGE_SIZE = 50;

// Requests arrive at any moment; a cached copy would hide them.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'StockNotifications' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Merchant page: back-in-stock requests, newest first. Shopper emails are personal data, so
 * like the outbox it exists only in the demo set-up (no SMTP_URL), never on a real store.
 */
export default async function StockNotificationsPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();

  const requested = Number((await searchParams).page ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { db } = await getDatabase();
  const [{ entries, total }, t, format] = await Promise.all([
    listStockNotifications(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    getTranslations('StockNotifications'),
    getFormatter(),
  ]);
  const cell = 'px-3 py-2 align-top';
  const heading = `${cell} font-semibold`;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {entries.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className={heading}>
                  {t('createdAt')}
                </th>
                <th scope="col" className={heading}>
                  {t('email')}
                </th>
                <th scope="col" className={heading}>
                  {t('product')}
                </th>
                <th scope="col" className={heading}>
                  {t('size')}
                </th>
                <th scope="col" className={heading}>
                  {t('locale')}
                </th>
                <th scope="col" className={heading}>
                  {t('status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-line">
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.createdAt.toISOString()}>
                      {format.dateTime(entry.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                  </td>
                  <td className={`${cell} break-all`}>{entry.email}</td>
                  <td className={cell}>
                    <code>{entry.productId ?? entry.variantId}</code>
                  </td>
                  <td className={cell}>{entry.size ?? '–'}</td>
                  <td className={cell}>{entry.locale}</td>
                  <td className={cell}>{entry.notifiedAt ? t('notified') : t('pending')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        hrefFor={(target) => `/${locale}/dev/notifications?page=${target}`}
      />
    </div>
  );
}
