'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { Dialog } from '@/components/ui/dialog';
import { useProfile } from '@/services/use-session';
import type { EventSignUpDetails } from './event-details';
import { EventJoinForm } from './event-join-form';

const switchClass = 'font-semibold underline underline-offset-2';

/**
 * The event sign-up dialog (spec 002 sections 2 and 4): step 1 signs in, or creates an account
 * (Create account and Sign in move between the two); a signed-in shopper starts at step 2, the
 * join form. Joining needs a session (spec 002 section 6), so the server decides who registers.
 */
export function EventSignUpDialog({ event }: { event: EventSignUpDetails }) {
  const t = useTranslations('Events');
  const profile = useProfile();
  const [creating, setCreating] = useState(false);
  const email = profile.data?.consumerDetails.email;

  const body = () => {
    if (profile.isPending) return <p>{t('loading')}</p>;
    if (email) return <EventJoinForm event={event} email={email} />;
    if (creating) {
      return (
        <>
          <SignUpForm />
          <p className="text-sm">
            {t('haveAccount')}{' '}
            <button type="button" className={switchClass} onClick={() => setCreating(false)}>
              {t('signIn')}
            </button>
          </p>
        </>
      );
    }
    return (
      <>
        <p>{t('signInStep')}</p>
        <SignInForm />
        <p className="text-sm">
          {t('noAccount')}{' '}
          <button type="button" className={switchClass} onClick={() => setCreating(true)}>
            {t('createAccount')}
          </button>
        </p>
      </>
    );
  };

  return (
    <Dialog
      id="eventSignUp"
      title={event.title}
      description={t('dialogIntro', { step: email ? 2 : 1 })}
    >
      <div className="flex flex-col gap-5">{body()}</div>
    </Dialog>
  );
}
