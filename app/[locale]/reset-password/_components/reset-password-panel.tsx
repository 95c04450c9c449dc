'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { ResetPasswordForm } from './reset-password-form';

/** The form for the link's token, or the way to a new link when the page was opened without. */
export function ResetPasswordPanel() {
  const t = useTranslations('Auth.reset');
  const locale = useLocale();
  const token = useSearchParams().get('token');
  if (token) return <ResetPasswordForm token={token} />;
  return (
    <p>
      {t('missingToken')}{' '}
      <Link href={`/${locale}/forgot-password`} className="underline">
        {t('requestNew')}
      </Link>
    </p>
  );
}
