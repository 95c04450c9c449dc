'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { SignInForm } from './sign-in-form';

/** The sign-in panel the header opens; mount once, in the locale layout. */
export function SignInDialog() {
  const t = useTranslations('Auth');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const showToast = useToastStore((state) => state.showToast);
  const pathname = usePathname();

  // The form links to other pages (reset password, contact us); the layout, and so this
  // dialog, stays mounted across client navigation, so it has to close itself.
  useEffect(() => {
    closeDialog('signIn');
  }, [pathname, closeDialog]);

  return (
    <Dialog id="signIn" title={t('signInTitle')} description={t('signInIntro')}>
      <SignInForm
        onSignedIn={() => {
          closeDialog('signIn');
          showToast({ title: t('signedIn'), type: 'success' });
        }}
      />
    </Dialog>
  );
}
