'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { SignInForm } from '@/components/auth/sign-in-form';
import { Dialog } from '@/components/ui/dialog';
import { useCommerce } from '@/services/commerce-context';
import { useDialogStore } from '@/stores/dialog-store';
import { closeDialogToOpener } from './close-dialog-to-opener';
import { EnrollmentFlow } from './enrollment-flow';

/**
 * The sign-in panel the header opens; mount once, in the locale layout. Where simplified
 * enrollment is allowed it holds the enrollment flow, else the plain sign-in form with a way
 * to create an account (spec 000 section 2).
 */
export function SignInDialog({ simplified }: { simplified?: boolean }) {
  const { site } = useCommerce();
  const simplifiedEnrollment = simplified ?? site.simplifiedEnrollment;
  const t = useTranslations('Auth');
  const tSignUp = useTranslations('SignUp');
  const tFlow = useTranslations('Enrollment.flow');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const openDialog = useDialogStore((state) => state.openDialog);
  const pathname = usePathname();

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

  if (simplifiedEnrollment) {
    return (
      <Dialog id="signIn" title={tFlow('title')}>
        <EnrollmentFlow onSignedIn={confirmSignIn} onDone={() => closeDialog('signIn')} />
      </Dialog>
    );
  }
  return (
    <Dialog id="signIn" title={t('signInTitle')} description={t('signInIntro')}>
      <div className="flex flex-col gap-6">
        <SignInForm onSignedIn={confirmSignIn} />
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
