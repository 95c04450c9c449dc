'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { useId, useRef } from 'react';

/** Ticked is not enough: the shopper must also press Accept on the SMS terms (spec 002 section 4). */
export type SmsOptInState = 'off' | 'pending' | 'accepted';

export function SmsOptIn({
  value,
  onChange,
  error,
}: {
  value: SmsOptInState;
  onChange: (value: SmsOptInState) => void;
  /** Shown when the form was submitted with the terms still waiting for Accept. */
  error?: string;
}) {
  const t = useTranslations('SignUp.sms');
  const locale = useLocale() as Locale;
  const checkboxId = useId();
  const termsId = useId();
  const errorId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  const accept = () => {
    onChange('accepted');
    // The Accept button goes away once pressed; give focus back to the box it belongs to.
    checkboxRef.current?.focus();
  };

  const describedBy = [value === 'pending' ? termsId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-2">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={value !== 'off'}
          onChange={(event) => onChange(event.target.checked ? 'pending' : 'off')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="mt-1 size-4 accent-ink"
        />
        <label htmlFor={checkboxId} className="text-sm">
          {t('label')}
        </label>
      </div>
      {value === 'pending' ? (
        <div
          id={termsId}
          role="region"
          aria-label={t('termsTitle')}
          className="ml-6 flex flex-col gap-2 rounded border border-line p-3 text-sm"
        >
          <p>
            {t.rich('terms', {
              link: (chunks) => (
                <Link
                  href={legalPagePath(locale, 'sms-terms')}
                  className="underline"
                  target="_blank"
                >
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <button
            type="button"
            onClick={accept}
            className="self-start rounded-full bg-ink px-4 py-2 font-semibold text-white"
          >
            {t('accept')}
          </button>
        </div>
      ) : null}
      {value === 'accepted' ? <p className="ml-6 text-sm text-green-700">{t('accepted')}</p> : null}
      {error ? (
        <p id={errorId} className="ml-6 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
