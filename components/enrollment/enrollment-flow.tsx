'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { initialEnrollmentStep, isPartiallyEnrolled, type EnrollmentStep } from '@/lib/enrollment';
import { profileQueryKey, useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import type { PlanStart } from './complete-profile-plan';
import { CompleteProfile } from './complete-profile';
import { ForgotPasswordStep } from './forgot-password-step';
import { LookupStep } from './lookup-step';
import { SignInStep } from './sign-in-step';
import { SignUpStep } from './sign-up-step';

type FlowState =
  | { step: Exclude<EnrollmentStep, 'completeProfile'>; email: string }
  | { step: 'completeProfile'; profile: ProfileResponse; start: PlanStart };

/** Where the flow opens for this visitor (spec 001 section 4). */
function entryState(profile: ProfileResponse | null | undefined): FlowState {
  const initial = initialEnrollmentStep({
    loggedIn: Boolean(profile),
    phone: profile?.consumerDetails.phone,
  });
  return initial === 'lookup' || !profile
    ? { step: 'lookup', email: '' }
    : { step: 'completeProfile', profile, start: initial.subStep };
}

/**
 * The simplified enrollment flow (spec 001 sections 2 and 4): an email lookup leads to sign-in
 * or sign-up; a shopper whose profile then lacks details completes it before the flow ends.
 * `onSignedIn` is called instead when a sign-in leaves nothing to complete; `onDone` when the
 * shopper finishes the flow.
 */
export function EnrollmentFlow({
  onSignedIn,
  onDone,
}: {
  onSignedIn: () => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const { data: profile } = useProfile();
  const [state, setState] = useState(() => entryState(profile));

  // Sign-in and sign-up settle only once the profile has been read again (see useSignIn).
  const signedInProfile = () =>
    queryClient.getQueryData<ProfileResponse | null>(profileQueryKey) ?? null;

  const afterSignIn = () => {
    const current = signedInProfile();
    if (current && isPartiallyEnrolled(current)) setState(entryState(current));
    else onSignedIn();
  };

  const afterSignUp = () => {
    const current = signedInProfile();
    if (!current) {
      onDone();
      return;
    }
    // The flow greets the new shopper in its own welcome step, so the stand-alone welcome
    // dialog that the sign-up form opens is closed before it shows.
    closeDialog('welcome');
    setState({ step: 'completeProfile', profile: current, start: 'welcome' });
  };

  switch (state.step) {
    case 'lookup':
      return (
        <LookupStep
          email={state.email}
          onLookedUp={(email, exists) => setState({ step: exists ? 'signIn' : 'signUp', email })}
        />
      );
    case 'signIn':
      return (
        <SignInStep
          email={state.email}
          onBack={() => setState({ step: 'lookup', email: state.email })}
          onForgotPassword={(email) => setState({ step: 'forgotPassword', email })}
          onSignedIn={afterSignIn}
        />
      );
    case 'signUp':
      return (
        <SignUpStep
          email={state.email}
          onBack={() => setState({ step: 'lookup', email: state.email })}
          onSignedUp={afterSignUp}
        />
      );
    case 'forgotPassword':
      return (
        <ForgotPasswordStep
          email={state.email}
          onBack={() => setState({ step: 'signIn', email: state.email })}
        />
      );
    case 'completeProfile':
      return <CompleteProfile profile={state.profile} start={state.start} onDone={onDone} />;
  }
}
