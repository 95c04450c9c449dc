'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';
import { SignUpForm } from './sign-up-form';

export interface SignUpDialogPayload {
  /** Opens the loyalty variant. */
  loyalty?: boolean;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    signUp: SignUpDialogPayload | undefined;
  }
}

/** The sign-up panel (spec 000 section 2, sign up); mount once, in the locale layout. */
export function SignUpDialog() {
  const t = useTranslations('SignUp');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <Dialog id="signUp" title={t('title')} description={t('intro')}>
      {(payload) => (
        <div className="flex flex-col gap-4">
          {payload?.loyalty ? <p className="font-semibold">{t('loyaltyIntro')}</p> : null}
          <SignUpForm
            loyalty={payload?.loyalty ?? false}
            onSignedUp={() => closeDialog('signUp')}
          />
        </div>
      )}
    </Dialog>
  );
}
