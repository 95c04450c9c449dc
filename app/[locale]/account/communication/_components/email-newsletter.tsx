'use client';

import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import type { SubscriptionView } from '@/lib/contracts/subscriptions';
import { ConsentStatus } from './consent-status';
import { useUpdateConsent } from './use-consents';

/** The email newsletter: one switch; opting in mails a confirmation link. */
export function EmailNewsletter({ consent }: { consent: SubscriptionView | undefined }) {
  const t = useTranslations('Communication');
  const update = useUpdateConsent();
  const on = consent?.optin ?? false;
  return (
    <section aria-labelledby="email-newsletter" className="flex flex-col gap-2">
      <h2 id="email-newsletter" className="type-heading">
        {t('email.title')}
      </h2>
      <p className="text-sm">{t('email.intro')}</p>
      {update.isError ? <ApiErrorAlert error={update.error} /> : null}
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={on}
          disabled={update.isPending}
          aria-busy={update.isPending}
          onChange={(event) =>
            update.mutate({ type: 'Newsletter', channel: 'email', optin: event.target.checked })
          }
          className="size-4 accent-ink"
        />
        {t('email.label')}
      </label>
      <ConsentStatus consent={consent} />
    </section>
  );
}
