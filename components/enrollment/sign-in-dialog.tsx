'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SignInForm } from '@/components/auth/sign-in-form';
import { Dialog } from '@/components/ui/dialog';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { isPartiallyEnrolled } from '@/lib/enrollment';
import { useCommerce } from '@/services/commerce-context';
import { profileQueryKey } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { closeDialogToOpener } from './close-dialog-to-opener';
import { CompleteProfile } from './complete-profile';
import { EnrollmentFlow } from './enrollment-flow';

/**
 * The sign-in panel the header opens; mount once, in the locale layout. Where simplified
 * enrollment is allowed it holds the enrollment flow, else the plain sign-in form with a way
 * to create an account (spec 000 section 2). `note` is the sign-in-modal canvas's text.
 */
export function SignInDialog({ simplified, note }: { simplified?: boolean; note?: ReactNode }) {
  const { site } = useCommerce();
  const simplifiedEnrollment = simplified ?? site.simplifiedEnrollment;
  const t = useTranslations('Auth');
  const tSignUp = useTranslations('SignUp');
  const tFlow = useTranslations('Enrollment.flow');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  const pathname = usePathname();
  const queryClient = useQueryClient();
  // The plain variant too asks a partially enrolled shopper for what is missing (spec 001
  // section 4), in the same dialog, once signed in.
  const [completing, setCompleting] = useState<ProfileResponse | null>(null);

  // The form links to other pages (reset password, contact us); the layout, and so this
  // dialog, stays mounted across client navigation, so it has to close itself. Only on a
  // change of page: the layout mounts this dialog when it is first opened.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    closeDialog('signIn');
  }, [pathname, closeDialog]);

  const confirmSignIn = () => {
    closeDialogToOpener('signIn');
    openDialog('signInConfirmation');
  };
  const afterPlainSignIn = () => {
    const profile = queryClient.getQueryData<ProfileResponse | null>(profileQueryKey);
    if (profile && isPartiallyEnrolled(profile)) setCompleting(profile);
    else confirmSignIn();
  };

  if (simplifiedEnrollment) {
    return (
      <Dialog id="signIn" title={tFlow('title')}>
        <div className="flex flex-col gap-6">
          {note}
          <EnrollmentFlow onSignedIn={confirmSignIn} onDone={() => closeDialog('signIn')} />
        </div>
      </Dialog>
    );
  }
  if (completing) {
    return (
      <Dialog id="signIn" title={tFlow('title')}>
        <CompleteProfile
          profile={completing}
          start={completing.consumerDetails.phone ? 'profile' : 'mobile'}
          onDone={() => {
            setCompleting(null);
            closeDialog('signIn');
          }}
        />
      </Dialog>
    );
  }
  return (
    <Dialog id="signIn" title={t('signInTitle')} description={t('signInIntro')}>
      <div className="flex flex-col gap-6">
        {note}
        <SignInForm onSignedIn={afterPlainSignIn} />
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            closeDialogToOpener('signIn');
            openDialog('signUp');
          }}
          className="rounded-full border border-neutral-900 px-6 py-3 font-semibold"
        >
          {tSignUp('title')}
        </button>
      </div>
    </Dialog>
  );
}
