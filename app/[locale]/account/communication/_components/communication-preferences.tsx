'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { SignedInOnly } from '../../_components/signed-in-only';
import { EmailNewsletter } from './email-newsletter';
import { InterestsForm } from './interests-form';
import { NotificationTopics } from './notification-topics';
import { SmsNewsletter } from './sms-newsletter';
import { useConsents } from './use-consents';

/** The account's communication section, for the signed-in shopper. */
export function CommunicationPreferences() {
  const t = useTranslations('Communication');
  return (
    <SignedInOnly title={t('title')}>
      <h1 className="type-title">{t('title')}</h1>
      <Consents />
      <InterestsForm />
    </SignedInOnly>
  );
}

function Consents() {
  const t = useTranslations('Communication');
  const consents = useConsents();
  if (consents.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (consents.isError) return <ApiErrorAlert error={consents.error} />;
  const { subscriptions, notificationPreferences } = consents.data;
  const byChannel = (channel: 'email' | 'sms') =>
    subscriptions.find((entry) => entry.channel === channel);
  return (
    <>
      <EmailNewsletter consent={byChannel('email')} />
      <SmsNewsletter consent={byChannel('sms')} />
      <NotificationTopics preferences={notificationPreferences} />
    </>
  );
}
