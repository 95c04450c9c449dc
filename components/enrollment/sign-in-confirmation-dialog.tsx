'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    signInConfirmation: undefined;
  }
}

/**
 * Confirms a sign-in from the sign-in dialog (spec 000 section 2). The name comes from the
 * session, so the dialog is named after the shopper it confirms. Mount once, in the layout.
 */
export function SignInConfirmationDialog() {
  const t = useTranslations('SignInConfirmation');
  const firstName = useAuthStore((state) => state.firstName);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <Dialog
      id="signInConfirmation"
      title={firstName ? t('signedInAs', { firstName }) : t('signedIn')}
      description={t('body')}
      size="half"
    >
      <Button onClick={() => closeDialog('signInConfirmation')}>{t('continue')}</Button>
    </Dialog>
  );
}
