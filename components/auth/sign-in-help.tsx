'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { contactUsPath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';

/** The ways out of a refused sign-in (spec 002 section 2): reset the password or contact us. */
export function SignInHelp() {
  const t = useTranslations('Auth');
  const locale = useLocale() as Locale;
  return (
    <p className="mt-1">
      {t.rich('errorHelp', {
        reset: (chunks) => (
          <Link href={`/${locale}/forgot-password`} className="underline">
            {chunks}
          </Link>
        ),
        contact: (chunks) => (
          <Link href={contactUsPath(locale)} className="underline">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
