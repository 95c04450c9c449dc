'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
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
 * terms box; a member is told they already are one. `note` is the loyalty-modal canvas's text.
 */
export function LoyaltySignUpDialog({ note }: { note?: ReactNode }) {
  const t = useTranslations('LoyaltyProgramme');
  return (
    <Dialog id="loyaltySignUp" title={t('dialogTitle')} description={t('dialogIntro')}>
      <div className="flex flex-col gap-4">
        {note}
        <LoyaltySignUpContent />
      </div>
    </Dialog>
  );
}

/**
 * Mounted while the dialog is open, so a shopper who joins here keeps seeing their welcome
 * (the profile now says member) until they close it, and a later opening starts afresh.
 */
function LoyaltySignUpContent() {
  const t = useTranslations('LoyaltyProgramme');
  const nav = useTranslations('AccountNav');
  const profile = useProfile();
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const close = () => closeDialog('loyaltySignUp');

  if (joinedAs !== null) {
    return (
      <p role="status" className="font-semibold">
        {t('joined', { memberId: joinedAs })}
      </p>
    );
  }
  if (profile.isPending) return <p role="status">{t('loading')}</p>;
  if (!profile.data) {
    return (
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
    );
  }
  if (profile.data.isLoyaltyMember) return <p>{t('alreadyMember')}</p>;
  return <JoinLoyaltyForm onJoined={(memberId) => setJoinedAs(memberId)} />;
}
