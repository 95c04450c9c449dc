'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import type { FieldMessages } from '@/lib/validation/field-messages';
import type { NewsletterFormValues } from '@/lib/validation/newsletter-form';
import { useSubscriptionsClient } from '@/services/use-subscriptions';

type FormState =
  | { step: 'idle' }
  | { step: 'submitting' }
  | { step: 'success' }
  | { step: 'error'; error: unknown };

/**
 * The newsletter form (spec 002 sections 3 and 4): email and the policy box, for visitors and
 * members. A subscribed address, new or not, gets the same success: the server never says
 * which. The checks load with the first submit, not with every page. `source` says where the
 * shopper subscribed; inside a pop-up, `labelledBy` names the pop-up's heading, which replaces
 * the form's own.
 */
export function NewsletterForm({
  source = 'footer',
  labelledBy,
}: {
  source?: string;
  labelledBy?: string;
} = {}) {
  const t = useTranslations('Newsletter');
  const tv = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const subscriptions = useSubscriptionsClient();
  const headingId = useId();
  const [state, setState] = useState<FormState>({ step: 'idle' });
  const [errors, setErrors] = useState<FieldMessages<keyof NewsletterFormValues>>({});
  const [values, setValues] = useState<NewsletterFormValues>({ email: '', policy: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { validateNewsletter } = await import('@/lib/validation/newsletter-form');
    const found = validateNewsletter(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState({ step: 'submitting' });
    try {
      await subscriptions.subscribe({ email: values.email.trim(), source });
      setState({ step: 'success' });
    } catch (error) {
      setState({ step: 'error', error });
    }
  };

  if (state.step === 'success') return <Subscribed />;
  const messageOf = (field: keyof NewsletterFormValues) => {
    const message = errors[field];
    return message ? tv(message.key, message.values) : undefined;
  };
  const privacyLink = (chunks: ReactNode) => (
    <Link href={legalPagePath(locale, 'privacy')} target="_blank" className="underline">
      {chunks}
    </Link>
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy ?? headingId}
      className="flex flex-col gap-3"
    >
      {!labelledBy && (
        <>
          <h2 id={headingId} className="text-sm font-bold uppercase">
            {t('heading')}
          </h2>
          <p className="text-sm">{t('intro')}</p>
        </>
      )}
      {state.step === 'error' ? <ApiErrorAlert error={state.error} /> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={messageOf('email')}
        onChange={(event) => setValues({ ...values, email: event.target.value })}
      />
      <CheckboxField
        label={t.rich('policy', { link: privacyLink })}
        aria-required
        checked={values.policy}
        error={messageOf('policy')}
        onChange={(event) => setValues({ ...values, policy: event.target.checked })}
      />
      <PendingButton
        pending={state.step === 'submitting'}
        label={t('submit')}
        pendingLabel={t('submitting')}
        className="self-start rounded-full bg-ink px-5 py-2 text-sm font-semibold text-white disabled:opacity-60"
      />
    </form>
  );
}

function Subscribed() {
  const t = useTranslations('Newsletter');
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-sm font-bold uppercase outline-none"
      >
        {t('successHeading')}
      </h2>
      <p role="status" className="text-sm">
        {t('successBody')}
      </p>
    </section>
  );
}
