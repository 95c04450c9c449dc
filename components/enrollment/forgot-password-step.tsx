'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useValidationMessage } from '@/components/associate/use-validation-message';
import { ApiErrorAlert } from '@/components/auth/api-error-alert';
import { TextField } from '@/components/auth/text-field';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/rules';
import { useCommerce } from '@/services/commerce-context';
import { emailFormSchema, type EmailFormValues } from './email-form-schema';
import { PendingButton } from '../ui/pending-button';
import { BackButton } from './step-buttons';
import { StepSection } from './step-section';

/**
 * Asks for a reset link without leaving the dialog. The confirmation reads the same whether or
 * not the email has an account, as on the forgot-password page.
 */
export function ForgotPasswordStep({ email, onBack }: { email: string; onBack: () => void }) {
  const t = useTranslations('Auth.forgot');
  const tAuth = useTranslations('Auth');
  const messageOf = useValidationMessage();
  const { auth } = useCommerce();
  const request = useMutation({
    mutationFn: (address: string) => auth.requestPasswordReset({ email: address }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema()),
    defaultValues: { email },
  });

  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      {/* Always in the document, so the confirmation is announced when it appears. */}
      <div role="status">
        {request.isSuccess ? <p className="font-medium">{t('sent')}</p> : null}
      </div>
      {request.isSuccess ? null : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => request.mutate(values.email.trim()))}
          className="flex flex-col gap-4"
        >
          {request.error ? <ApiErrorAlert error={request.error} /> : null}
          <TextField
            label={tAuth('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            error={messageOf(errors.email)}
            {...register('email')}
          />
          <PendingButton
            pending={request.isPending}
            label={t('submit')}
            pendingLabel={t('submitting')}
          />
        </form>
      )}
    </StepSection>
  );
}
