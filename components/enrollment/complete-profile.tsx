'use client';

import { useState } from 'react';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { completeProfilePlan, missingProfileFields, type PlanStart } from './complete-profile-plan';
import { InterestsStep } from './interests-step';
import { MobileStep } from './mobile-step';
import { NonLoyaltyStep } from './non-loyalty-step';
import { ProfileStep } from './profile-step';
import { SuccessStep } from './success-step';
import { WelcomeStep } from './welcome-step';

/**
 * The complete-profile step: its sub-steps one after the other. The plan and the fields asked
 * come from the profile as it was on arrival, so saving one sub-step never reshapes the next.
 */
export function CompleteProfile({
  profile,
  start,
  onDone,
}: {
  profile: ProfileResponse;
  start: PlanStart;
  onDone: () => void;
}) {
  const [plan] = useState(() => completeProfilePlan(profile, start));
  const [fields] = useState(() => missingProfileFields(profile));
  const [index, setIndex] = useState(0);
  const [joinedLoyalty, setJoinedLoyalty] = useState(false);
  const next = () => setIndex((current) => current + 1);

  // Every plan ends with success, so running past its end cannot happen; it reads as success.
  switch (plan[index] ?? 'success') {
    case 'welcome':
      return <WelcomeStep firstName={profile.consumerDetails.firstName} onContinue={next} />;
    case 'mobile':
      return <MobileStep onDone={next} />;
    case 'profile':
      return <ProfileStep fields={fields} onDone={next} />;
    case 'interests':
      return <InterestsStep onDone={next} />;
    case 'nonLoyalty':
      return (
        <NonLoyaltyStep
          onJoined={() => {
            setJoinedLoyalty(true);
            next();
          }}
          onSkip={next}
        />
      );
    case 'success':
      return <SuccessStep joinedLoyalty={joinedLoyalty} onDone={onDone} />;
  }
}
