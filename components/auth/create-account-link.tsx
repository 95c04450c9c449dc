'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

/** Under a sign-in form: the way to the sign-up page for a shopper without an account. */
export function CreateAccountLink() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  return (
    <p className="text-sm">
      {t('newHere')}{' '}
      <Link href={`/${locale}/sign-up`} className="font-semibold underline underline-offset-4">
        {t('createAccount')}
      </Link>
    </p>
  );
}
