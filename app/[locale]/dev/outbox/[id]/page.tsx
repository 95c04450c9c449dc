import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDatabase } from '@/server/db';
import { linksInHtml, withoutOrderAccess } from '@/server/email/message-links';
import { getOutboxMessage } from '@/server/email/outbox';
import type { SearchParams } from '../../../../_server/private-page';
import { MessageFrame } from '../_components/message-frame';
import { devPageMetadata, openDevViewer } from '../../_server/dev-page';

export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<SearchParams>;
};

export function generateMetadata({ params }: Props) {
  return devPageMetadata(params, 'Outbox');
}

/**
 * Developer page: one recorded message as the customer would see it, its plain text, and its
 * links as ordinary links so a reset link can be followed from here. Order links lose their
 * access token: the demo's viewer must not open every shopper's order.
 */
export default async function OutboxMessagePage({ params, searchParams }: Props) {
  const { locale, keyQuery } = await openDevViewer({ params, searchParams });
  const { id } = await params;

  const { db } = await getDatabase();
  const stored = await getOutboxMessage(db, id);
  if (!stored) notFound();
  const message = {
    ...stored,
    html: withoutOrderAccess(stored.html),
    text: withoutOrderAccess(stored.text),
  };
  const [t, format] = await Promise.all([getTranslations('Outbox'), getFormatter()]);
  const links = linksInHtml(message.html);
  const details: [string, ReactNode][] = [
    [t('to'), message.recipient],
    [
      t('sentAt'),
      <time key="time" dateTime={message.createdAt.toISOString()}>
        {format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'medium' })}
      </time>,
    ],
    [t('kind'), <code key="kind">{message.kind}</code>],
    [t('locale'), message.locale],
    [t('transport'), message.transport],
  ];
  const heading = 'type-heading';

  return (
    <article className="flex flex-col gap-8">
      <Link
        href={`/${locale}/dev/outbox${keyQuery ? `?${keyQuery}` : ''}`}
        className="self-start underline underline-offset-2"
      >
        <span aria-hidden="true">← </span>
        {t('allMail')}
      </Link>
      <header className="flex flex-col gap-4">
        <h1 className="type-title break-words">{message.subject}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-muted">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <section aria-labelledby="outbox-html" className="flex flex-col gap-3">
        <h2 id="outbox-html" className={heading}>
          {t('htmlVersion')}
        </h2>
        <MessageFrame html={message.html} title={t('htmlFrame', { subject: message.subject })} />
      </section>
      <section aria-labelledby="outbox-text" className="flex flex-col gap-3">
        <h2 id="outbox-text" className={heading}>
          {t('textVersion')}
        </h2>
        <pre className="whitespace-pre-wrap break-words rounded border border-line bg-neutral-50 p-4 font-sans text-sm">
          {message.text}
        </pre>
      </section>
      <section aria-labelledby="outbox-links" className="flex flex-col gap-3">
        <h2 id="outbox-links" className={heading}>
          {t('links')}
        </h2>
        {links.length === 0 ? (
          <p>{t('noLinks')}</p>
        ) : (
          <ul className="flex list-disc flex-col gap-1 pl-6">
            {links.map((href) => (
              <li key={href}>
                <a href={href} className="break-all underline underline-offset-2">
                  {href}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
