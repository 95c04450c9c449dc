'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useValidationMessage } from '@/components/associate/use-validation-message';
import { ApiErrorAlert } from '@/components/auth/api-error-alert';
import { TextField } from '@/components/auth/text-field';
import { forgotPasswordFormSchema, type ForgotPasswordFormValues } from '@/lib/auth/password-forms';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/rules';
import { useCommerce } from '@/services/commerce-context';
import { PendingButton } from '@/components/ui/pending-button';

/**
 * Asks for a reset link. The confirmation reads the same whether or not the email has an
 * account, so the form cannot be used to find out who shops here.
 */
export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const messageOf = useValidationMessage();
  const { auth } = useCommerce();
  const request = useMutation({
    mutationFn: ({ email }: ForgotPasswordFormValues) =>
      auth.requestPasswordReset({ email: email.trim() }),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema()),
    defaultValues: { email: '' },
  });

  return (
    <div className="flex flex-col gap-4">
      {/* Always in the document, so the confirmation is announced when it appears. */}
      <div role="status">
        {request.isSuccess ? <p className="font-medium">{t('forgot.sent')}</p> : null}
      </div>
      {request.isSuccess ? null : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => request.mutate(values))}
          className="flex flex-col gap-4"
        >
          {request.error ? <ApiErrorAlert error={request.error} /> : null}
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            required
            error={messageOf(errors.email)}
            {...register('email')}
          />
          <PendingButton
            pending={request.isPending}
            label={t('forgot.submit')}
            pendingLabel={t('forgot.submitting')}
            className="rounded-full bg-neutral-900 px-6 py-3 font-semibold text-white disabled:opacity-60"
          />
        </form>
      )}
      <Link href={`/${locale}/sign-in`} className="self-start underline">
        {t('forgot.backToSignIn')}
      </Link>
    </div>
  );
}
