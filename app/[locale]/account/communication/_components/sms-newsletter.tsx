'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { SmsOptIn, type SmsOptInState } from '@/components/auth/sms-opt-in';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import type { SubscriptionView } from '@/lib/contracts/subscriptions';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { accountSectionPath } from '@/lib/routes';
import { useCommerce } from '@/services/commerce-context';
import { useProfile } from '@/services/use-session';
import { ConsentStatus } from './consent-status';
import { useUpdateConsent } from './use-consents';

/**
 * Text messages, where the store offers them: ticking shows the SMS terms, and only Accept
 * opts in (spec 002 section 4); the number is the profile's, confirmed by a texted link.
 */
export function SmsNewsletter({ consent }: { consent: SubscriptionView | undefined }) {
  const t = useTranslations('Communication');
  const locale = useLocale() as Locale;
  const { site } = useCommerce();
  const profile = useProfile().data;
  const update = useUpdateConsent();
  const [choice, setChoice] = useState<SmsOptInState>('off');
  if (!site.signUp.smsOptInCountries.includes(countryOf(locale).toUpperCase())) return null;
  const hasPhone = Boolean(profile?.consumerDetails.phone);

  const onChange = (next: SmsOptInState) => {
    setChoice(next);
    if (next === 'accepted') {
      update.mutate(
        { type: 'Newsletter', channel: 'sms', optin: true, smsTermsAccepted: true },
        { onSettled: () => setChoice('off') },
      );
    }
  };
  return (
    <section aria-labelledby="sms-newsletter" className="flex flex-col gap-2">
      <h2 id="sms-newsletter" className="type-heading">
        {t('sms.title')}
      </h2>
      {update.isError ? <ApiErrorAlert error={update.error} /> : null}
      {!hasPhone ? (
        <p className="text-sm">
          {t.rich('sms.needsPhone', {
            link: (chunks) => (
              <Link href={accountSectionPath(locale, 'profile')} className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : consent?.optin ? (
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ type: 'Newsletter', channel: 'sms', optin: false })}
          className="self-start rounded-full border border-neutral-900 px-4 py-2 text-sm font-semibold disabled:opacity-60"
        >
          {t('sms.stop')}
        </button>
      ) : (
        <SmsOptIn value={choice} onChange={onChange} />
      )}
      <ConsentStatus consent={consent} />
    </section>
  );
}
