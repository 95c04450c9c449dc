import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { listOutbox } from '@/server/email/outbox';
import { DevRecordTable, devCell } from '../_components/dev-record-table';
import { devPageMetadata, openDevList, type DevPageProps } from '../_server/dev-page';

// Mail arrives at any moment; a cached copy of this page would hide it.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: DevPageProps) {
  return devPageMetadata(params, 'Outbox');
}

/** Developer page: every message the store recorded, newest first. Demo only. */
export default async function OutboxPage(props: DevPageProps) {
  const list = await openDevList(props, 'dev/outbox');
  const [{ messages, total }, t, format] = await Promise.all([
    listOutbox(list.db, list.rows),
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
              href={`/${list.locale}/dev/outbox/${message.id}${list.keyQuery ? `?${list.keyQuery}` : ''}`}
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
      page={list.page}
      pageCount={list.pageCount(total)}
      hrefFor={list.hrefFor}
    />
  );
}
