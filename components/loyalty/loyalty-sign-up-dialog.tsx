'use client';

import { useTranslations } from 'next-intl';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { Dialog } from '@/components/ui/dialog';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { JoinLoyaltyForm } from './join-loyalty-form';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    loyaltySignUp: undefined;
  }
}

/**
 * The loyalty sign-up dialog (spec 000 section 2): a visitor creates an account that joins
 * Stride Members (the sign-up form's loyalty variant); a signed-in shopper joins with the
 * terms box; a member is told they already are one.
 */
export function LoyaltySignUpDialog() {
  const t = useTranslations('LoyaltyProgramme');
  const nav = useTranslations('AccountNav');
  const profile = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const close = () => closeDialog('loyaltySignUp');

  return (
    <Dialog id="loyaltySignUp" title={t('dialogTitle')} description={t('dialogIntro')}>
      {profile.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : profile.data === null || profile.data === undefined ? (
        <div className="flex flex-col gap-4">
          <SignUpForm loyalty onSignedUp={close} />
          <p className="text-sm">
            {t('haveAccount')}{' '}
            <button
              type="button"
              aria-haspopup="dialog"
              className="font-semibold underline"
              onClick={() => openDialog('signIn')}
            >
              {nav('signIn')}
            </button>
          </p>
        </div>
      ) : profile.data.isLoyaltyMember ? (
        <p>{t('alreadyMember')}</p>
      ) : (
        <JoinLoyaltyForm />
      )}
    </Dialog>
  );
}
