import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getDatabase } from '@/server/db';
import { isOutboxViewerEnabled } from '@/server/email';
import { listOutbox } from '@/server/email/outbox';
import { requireLocale } from '../../../_server/locale';
import { DevRecordTable, devCell } from '../_components/dev-record-table';
import { devPageMetadata, requestedPage } from '../_server/dev-page';

const PAGE_SIZE = 50;

// Mail arrives at any moment; a cached copy of this page would hide it.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string }>;
};

export function generateMetadata({ params }: Props) {
  return devPageMetadata(params, 'Outbox');
}

/** Developer page: every message the store recorded, newest first. Off with real SMTP. */
export default async function OutboxPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!isOutboxViewerEnabled()) notFound();

  const page = await requestedPage(searchParams);
  const { db } = await getDatabase();
  const [{ messages, total }, t, format] = await Promise.all([
    listOutbox(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    getTranslations('Outbox'),
    getFormatter(),
  ]);

  return (
    <DevRecordTable
      text={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      headings={[t('sentAt'), t('to'), t('subject'), t('kind'), t('transport')]}
      rows={messages.map((message) => (
        <tr key={message.id} className="border-b border-line">
          <td className={`${devCell} whitespace-nowrap`}>
            <time dateTime={message.createdAt.toISOString()}>
              {format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </td>
          <td className={`${devCell} break-all`}>{message.recipient}</td>
          <td className={devCell}>
            <Link
              href={`/${locale}/dev/outbox/${message.id}`}
              className="font-semibold underline underline-offset-2 hover:no-underline"
            >
              {message.subject}
            </Link>
          </td>
          <td className={`${devCell} whitespace-nowrap`}>
            <code>{message.kind}</code>
          </td>
          <td className={devCell}>{message.transport}</td>
        </tr>
      ))}
      page={page}
      pageCount={Math.ceil(total / PAGE_SIZE)}
      hrefFor={(target) => `/${locale}/dev/outbox?page=${target}`}
    />
  );
}
