import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { isSmsOutboxViewerEnabled } from '@/server/sms';
import { listSmsOutbox } from '@/server/sms/outbox';
import { DevRecordTable, devCell } from '../_components/dev-record-table';
import { devPageMetadata, openDevList, type DevPageProps } from '../_server/dev-page';

// Texts arrive at any moment; a cached copy of this page would hide them.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: DevPageProps) {
  return devPageMetadata(params, 'SmsOutbox');
}

const urlPattern = /(https?:\/\/\S+)/;

/** The text with its links followable, so a confirmation link can be opened from here. */
function withLinks(text: string) {
  return text.split(urlPattern).map((part, index) =>
    urlPattern.test(part) ? (
      <a key={index} href={part} className="break-all underline underline-offset-2">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Developer page: every text message the store recorded, newest first. Demo only. */
export default async function SmsOutboxPage(props: DevPageProps) {
  if (!isSmsOutboxViewerEnabled()) notFound();
  const list = await openDevList(props, 'dev/sms');
  const [{ messages, total }, t, format] = await Promise.all([
    listSmsOutbox(list.db, list.rows),
    getTranslations('SmsOutbox'),
    getFormatter(),
  ]);

  return (
    <DevRecordTable
      text={{ title: t('title'), intro: t('intro'), caption: t('caption'), empty: t('empty') }}
      headings={[t('sentAt'), t('to'), t('text'), t('kind')]}
      rows={messages.map((message) => (
        <tr key={message.id} className="border-b border-line">
          <td className={`${devCell} whitespace-nowrap`}>
            <time dateTime={message.createdAt.toISOString()}>
              {format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </td>
          <td className={`${devCell} whitespace-nowrap`}>{message.recipient}</td>
          <td className={devCell}>{withLinks(message.text)}</td>
          <td className={`${devCell} whitespace-nowrap`}>
            <code>{message.kind}</code>
          </td>
        </tr>
      ))}
      page={list.page}
      pageCount={list.pageCount(total)}
      hrefFor={list.hrefFor}
    />
  );
}
