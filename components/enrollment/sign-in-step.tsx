'use client';

import { useTranslations } from 'next-intl';
import { SignInForm } from '@/components/auth/sign-in-form';
import { BackButton } from './step-buttons';
import { StepSection } from './step-section';

/** An account exists for the email: the password signs the shopper in. */
export function SignInStep({
  email,
  onBack,
  onForgotPassword,
  onSignedIn,
}: {
  email: string;
  onBack: () => void;
  onForgotPassword: (email: string) => void;
  onSignedIn: () => void;
}) {
  const t = useTranslations('Enrollment.flow.signIn');
  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      <SignInForm email={email} onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} />
    </StepSection>
  );
}
