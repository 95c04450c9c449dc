'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
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

/**
 * The sign-up panel (spec 000 section 2, sign up); mount once, in the locale layout. `note` is
 * the sign-up-modal canvas's text.
 */
export function SignUpDialog({ note }: { note?: ReactNode }) {
  const t = useTranslations('SignUp');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <Dialog id="signUp" title={t('title')} description={t('intro')}>
      {(payload) => (
        <div className="flex flex-col gap-4">
          {note}
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
