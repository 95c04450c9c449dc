'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { useState, type FormEvent, type ReactNode } from 'react';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useJoinLoyalty } from '@/services/use-loyalty';

/** A signed-in shopper joins Stride Members: the terms box, then the enrollment. */
export function JoinLoyaltyForm({ onJoined }: { onJoined: (memberId: string) => void }) {
  const t = useTranslations('LoyaltyProgramme');
  const locale = useLocale() as Locale;
  const join = useJoinLoyalty();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) {
      setTermsError(t('termsRequired'));
      return;
    }
    join.mutate(undefined, { onSuccess: (profile) => onJoined(profile.memberId ?? '') });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {join.error ? <ApiErrorAlert error={join.error} /> : null}
      <CheckboxField
        label={t.rich('terms', {
          link: (chunks: ReactNode) => (
            <Link
              href={legalPagePath(locale, 'loyalty-terms')}
              target="_blank"
              className="underline"
            >
              {chunks}
            </Link>
          ),
        })}
        checked={accepted}
        aria-required
        error={termsError}
        onChange={(event) => {
          setAccepted(event.target.checked);
          setTermsError(undefined);
        }}
      />
      <PendingButton
        type="submit"
        pending={join.isPending}
        label={t('join')}
        pendingLabel={t('joining')}
      />
    </form>
  );
}
