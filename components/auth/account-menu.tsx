'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

const entryClass =
  'rounded-full px-3 py-2 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';

/** The header's account entry: a sign-in button for guests, a greeting linking to the account. */
export function AccountMenu({ locale }: { locale: Locale }) {
  const t = useTranslations('Auth');
  const status = useAuthStore((state) => state.status);
  const firstName = useAuthStore((state) => state.firstName);
  const openDialog = useDialogStore((state) => state.openDialog);

  if (status === 'registered') {
    return (
      <Link href={`/${locale}/account`} className={entryClass}>
        {firstName ? t('greeting', { firstName }) : t('myAccount')}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openDialog('signIn')}
      className={entryClass}
    >
      {t('signIn')}
    </button>
  );
}
