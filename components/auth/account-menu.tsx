'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

const entryClass =
  'rounded-full px-3 py-2 text-sm font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900';

/**
 * The header's account entry: for guests a link to the sign-in page that, once the page is
 * interactive, opens the sign-in dialog instead (a tap before then still leads somewhere); for a
 * signed-in shopper a greeting linking to the account.
 */
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
    <Link
      href={`/${locale}/sign-in`}
      prefetch={false}
      aria-haspopup="dialog"
      onClick={(event) => {
        // A modified click (a new tab, say) opens the page, as any link's does.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        openDialog('signIn');
      }}
      className={entryClass}
    >
      {t('signIn')}
    </Link>
  );
}
