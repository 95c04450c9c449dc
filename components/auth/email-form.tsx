'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { emailFormSchema, type EmailFormValues } from '@/lib/auth/password-forms';

/** A form of one email field: the enrollment lookup and the reset link request. */
export function EmailForm({
  email,
  error,
  pending,
  submitLabel,
  pendingLabel,
  onEmail,
}: {
  email: string;
  /** The last call's failure, shown above the field. */
  error: Error | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The trimmed, valid email. */
  onEmail: (email: string) => void;
}) {
  const t = useTranslations('Auth');
  const messageOf = useValidationMessage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema()),
    defaultValues: { email },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => onEmail(values.email.trim()))}
      className="flex flex-col gap-4"
    >
      {error ? <ApiErrorAlert error={error} /> : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        error={messageOf(errors.email)}
        {...register('email')}
      />
      <PendingButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
