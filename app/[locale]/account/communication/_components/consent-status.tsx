'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { SubscriptionView } from '@/lib/contracts/subscriptions';

/** Where a consent stands, in words (never colour alone), with its dates. */
export function ConsentStatus({ consent }: { consent: SubscriptionView | undefined }) {
  const t = useTranslations('Communication.status');
  const format = useFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  if (!consent?.optin) {
    return (
      <p className="text-sm text-muted">
        {consent?.optoutDate ? t('optedOut', { date: day(consent.optoutDate) }) : t('off')}
      </p>
    );
  }
  if (!consent.doubleOptin)
    return <p className="text-sm">{t('awaiting', { recipient: consent.recipient })}</p>;
  return (
    <p className="text-sm">
      {t('confirmed', {
        recipient: consent.recipient,
        date: day(consent.doubleOptinDate ?? consent.optinDate ?? new Date().toISOString()),
      })}
    </p>
  );
}
