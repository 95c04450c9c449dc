'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { resetPasswordFormSchema, type ResetPasswordFormValues } from '@/lib/auth/password-forms';
import { isCommerceApiError } from '@/services/api-error';
import { useAccountAuthClient } from '@/services/use-account-auth-client';

/** Sets a new password with the link's token; an expired link (AUT402) offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const messageOf = useValidationMessage();
  const auth = useAccountAuthClient();
  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetPasswordFormValues) =>
      auth.confirmPasswordReset({ token, newPassword }),
  });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema()),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const expired = isCommerceApiError(reset.error, 'AUT402');

  return (
    <div className="flex flex-col gap-4">
      <div role="status">
        {reset.isSuccess ? (
          <p className="font-medium">
            {t('reset.done')}{' '}
            <Link href={`/${locale}/sign-in`} className="underline">
              {t('reset.signIn')}
            </Link>
          </p>
        ) : null}
      </div>
      {reset.isSuccess ? null : (
        <form
          noValidate
          onSubmit={handleSubmit((values) => reset.mutate(values))}
          className="flex flex-col gap-4"
        >
          {expired ? (
            <div role="alert" className="rounded-md border border-red-600 bg-red-50 p-3 text-sm">
              <p className="font-medium text-red-800">{t('reset.expired')}</p>
              <Link href={`/${locale}/forgot-password`} className="underline">
                {t('reset.requestNew')}
              </Link>
            </div>
          ) : reset.error ? (
            <ApiErrorAlert error={reset.error} />
          ) : null}
          <NewPasswordFields
            newLabel={t('reset.newPassword')}
            confirmLabel={t('reset.confirmPassword')}
            password={newPassword}
            newError={messageOf(errors.newPassword)}
            confirmError={messageOf(errors.confirmPassword)}
            registerNew={register('newPassword')}
            registerConfirm={register('confirmPassword')}
          />
          <PendingButton
            pending={reset.isPending}
            label={t('reset.submit')}
            pendingLabel={t('reset.submitting')}
            className="rounded-full bg-neutral-900 px-6 py-3 font-semibold text-white disabled:opacity-60"
          />
        </form>
      )}
    </div>
  );
}
