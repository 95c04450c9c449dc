'use client';

import { useTranslations } from 'next-intl';
import { ResetLinkRequest } from '@/components/auth/reset-link-request';
import { BackButton } from './step-buttons';
import { StepSection } from './step-section';

/** Asks for a reset link without leaving the dialog, as the forgot-password page does. */
export function ForgotPasswordStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useTranslations('Auth.forgot');
  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      <ResetLinkRequest email={email} />
    </StepSection>
  );
}
