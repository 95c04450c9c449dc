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
import { StepSection } from './step-section';

/** The flow's first step: the email decides whether the shopper signs in or signs up. */
export function LookupStep({
  email,
  onLookedUp,
}: {
  email: string;
  onLookedUp: (email: string, exists: boolean) => void;
}) {
  const t = useTranslations('Enrollment.flow.lookup');
  const tAuth = useTranslations('Auth');
  const messageOf = useValidationMessage();
  const { consumer } = useCommerce();
  const lookup = useMutation({ mutationFn: (address: string) => consumer.lookup(address) });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema()),
    defaultValues: { email },
  });

  const onSubmit = handleSubmit((values) => {
    const address = values.email.trim();
    lookup.mutate(address, { onSuccess: ({ exists }) => onLookedUp(address, exists) });
  });

  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {lookup.error ? <ApiErrorAlert error={lookup.error} /> : null}
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
          pending={lookup.isPending}
          label={t('submit')}
          pendingLabel={t('submitting')}
        />
      </form>
    </StepSection>
  );
}
