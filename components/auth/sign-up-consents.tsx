'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { legalPagePath, type LegalPage } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import type { SignUpFormValues } from '@/lib/validation/sign-up-form';

/** The newsletter and the terms boxes at the foot of the sign-up form. */
export function SignUpConsents({
  loyalty,
  register,
  errors,
}: {
  loyalty: boolean;
  register: UseFormRegister<SignUpFormValues>;
  errors: FieldErrors<SignUpFormValues>;
}) {
  const t = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const messageOf = useValidationMessage();
  const linkTo = (page: LegalPage) =>
    function TermsLink(chunks: ReactNode) {
      return (
        <Link href={legalPagePath(locale, page)} target="_blank" className="underline">
          {chunks}
        </Link>
      );
    };

  return (
    <div className="flex flex-col gap-3">
      <CheckboxField label={t('newsletter')} {...register('newsletter')} />
      {loyalty ? (
        <CheckboxField
          label={t.rich('loyaltyTerms', { link: linkTo('loyalty-terms') })}
          aria-required
          error={messageOf(errors.loyaltyTerms)}
          {...register('loyaltyTerms')}
        />
      ) : null}
      <CheckboxField
        label={t.rich('brandTerms', { link: linkTo('brand-terms') })}
        aria-required
        error={messageOf(errors.brandTerms)}
        {...register('brandTerms')}
      />
      <CheckboxField
        label={t.rich('policy', { link: linkTo('privacy') })}
        aria-required
        error={messageOf(errors.policy)}
        {...register('policy')}
      />
    </div>
  );
}
