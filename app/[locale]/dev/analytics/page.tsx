import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SessionEvents } from '@/components/analytics/session-events';
import { getEnv } from '@/server/config/env';
import { requireLocale } from '../../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export const metadata: Metadata = {
  title: 'Analytics events',
  robots: { index: false, follow: false },
};

/**
 * The debug view of the data layer while no tag manager is configured: the events this tab's
 * session sent, read from the browser's session storage (no one else's). With a container,
 * the tag manager's own preview is the place to look, and this page does not exist.
 */
export default async function AnalyticsDebugPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (getEnv().GTM_CONTAINER_ID) notFound();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Analytics events</h1>
      <p className="text-sm text-muted">
        What this tab sent to the data layer since it opened, oldest first. Nothing is listed before
        performance and analytics consent (docs/analytics.md).
      </p>
      <SessionEvents />
    </div>
  );
}
