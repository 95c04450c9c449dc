'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ResetLinkRequest } from '@/components/auth/reset-link-request';

/** The forgot-password page's form, with the way back to sign-in. */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth.forgot');
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      <ResetLinkRequest />
      <Link href={`/${locale}/sign-in`} className="self-start underline">
        {t('backToSignIn')}
      </Link>
    </div>
  );
}
