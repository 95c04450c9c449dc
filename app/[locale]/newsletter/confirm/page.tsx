import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { ConfirmSubscription } from './_components/confirm-subscription';

type Props = { params: Promise<{ locale: string }> };

// The URL carries a one-time secret: keep it out of indexes and out of referrers.
export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'Newsletter', key: 'confirmTitle' },
    { referrer: 'no-referrer' },
  );
}

/**
 * Where the double opt-in link of a newsletter mail or text lands (`?token=…`). The shopper
 * presses the button: a mail scanner that opens every link confirms nothing.
 */
export default async function ConfirmSubscriptionPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Newsletter');
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-8">
      <h1 className="type-title">{t('confirmTitle')}</h1>
      <Suspense>
        <ConfirmSubscription />
      </Suspense>
    </div>
  );
}
