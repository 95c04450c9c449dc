'use client';

import { useTranslations } from 'next-intl';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { BackButton } from './step-buttons';
import { StepSection } from './step-section';

/** No account has the email yet: the sign-up form, with the email already filled in. */
export function SignUpStep({
  email,
  onBack,
  onSignedUp,
}: {
  email: string;
  onBack: () => void;
  onSignedUp: () => void;
}) {
  const t = useTranslations('Enrollment.flow.signUp');
  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      <SignUpForm email={email} onSignedUp={onSignedUp} />
    </StepSection>
  );
}
