'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCommerce } from '@/services/commerce-context';
import { EmailStepForm } from './email-step-form';
import { BackButton } from './step-buttons';
import { StepSection } from './step-section';

/**
 * Asks for a reset link without leaving the dialog. The confirmation reads the same whether or
 * not the email has an account, as on the forgot-password page.
 */
export function ForgotPasswordStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useTranslations('Auth.forgot');
  const { auth } = useCommerce();
  const request = useMutation({
    mutationFn: (address: string) => auth.requestPasswordReset({ email: address }),
  });

  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      {/* Always in the document, so the confirmation is announced when it appears. */}
      <div role="status">
        {request.isSuccess ? <p className="font-medium">{t('sent')}</p> : null}
      </div>
      {request.isSuccess ? null : (
        <EmailStepForm
          email={email}
          error={request.error}
          pending={request.isPending}
          submitLabel={t('submit')}
          pendingLabel={t('submitting')}
          onEmail={(address) => request.mutate(address)}
        />
      )}
    </StepSection>
  );
}
