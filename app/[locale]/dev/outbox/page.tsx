import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { listOutbox } from '@/server/email/outbox';
import { requireLocale } from '../../../_server/locale';
import { outboxMetadata } from './_server/outbox-metadata';

const PAGE_SIZE = 50;

// Mail arrives at any moment; a cached copy of this page would hide it.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

export function generateMetadata({ params }: Props) {
  return outboxMetadata(params);
}

/** Developer page: every message the store recorded, newest first. Off with real SMTP. */
export default async function OutboxPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();

  const requested = Number((await searchParams).page ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { db } = await getDatabase();
  const [{ messages, total }, t, format] = await Promise.all([
    listOutbox(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    getTranslations('Outbox'),
    getFormatter(),
  ]);
  const cell = 'px-3 py-2 align-top';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {messages.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('sentAt')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('to')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('subject')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('kind')}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('transport')}
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-b border-line">
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={message.createdAt.toISOString()}>
                      {format.dateTime(message.createdAt, {
                        dateStyle: 'medium',
                        timeStyle: 'medium',
                      })}
                    </time>
                  </td>
                  <td className={`${cell} break-all`}>{message.recipient}</td>
                  <td className={cell}>
                    <Link
                      href={`/${locale}/dev/outbox/${message.id}`}
                      className="font-semibold underline underline-offset-2 hover:no-underline"
                    >
                      {message.subject}
                    </Link>
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <code>{message.kind}</code>
                  </td>
                  <td className={cell}>{message.transport}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        hrefFor={(target) => `/${locale}/dev/outbox?page=${target}`}
      />
    </div>
  );
}
