'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { NewPasswordFields } from '@/components/auth/new-password-fields';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import { changePasswordFormSchema, type ChangePasswordFormValues } from '@/lib/auth/password-forms';
import { isCommerceApiError } from '@/services/api-error';
import { useAccountAuthClient } from '@/services/use-account-auth-client';

/** Which field a refused change belongs to; other refusals show above the form. */
const fieldOfCode: Record<string, keyof ChangePasswordFormValues> = {
  AUT450: 'currentPassword',
  AUT451: 'newPassword',
  AUT452: 'newPassword',
};

export function ChangePasswordForm() {
  const t = useTranslations('Account.changePassword');
  const messageOf = useValidationMessage();
  const auth = useAccountAuthClient();
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema()),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useMutation({
    mutationFn: ({ currentPassword, newPassword }: ChangePasswordFormValues) =>
      auth.changePassword({ currentPassword, newPassword }),
    onSuccess: () => reset(),
    onError: (error) => {
      const field = isCommerceApiError(error) ? fieldOfCode[error.code] : undefined;
      if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const bannerError =
    change.error && !(isCommerceApiError(change.error) && fieldOfCode[change.error.code])
      ? change.error
      : null;

  return (
    <section aria-labelledby="change-password" className="flex flex-col gap-4">
      <h2 id="change-password" className="type-heading">
        {t('title')}
      </h2>
      <div role="status">
        {change.isSuccess ? <p className="font-medium">{t('done')}</p> : null}
      </div>
      <form
        noValidate
        onSubmit={handleSubmit((values) => change.mutate(values))}
        className="flex flex-col gap-4"
      >
        {bannerError ? <ApiErrorAlert error={bannerError} /> : null}
        <PasswordField
          label={t('current')}
          autoComplete="current-password"
          required
          error={messageOf(errors.currentPassword)}
          {...register('currentPassword')}
        />
        <NewPasswordFields
          newLabel={t('new')}
          confirmLabel={t('confirm')}
          password={newPassword}
          newError={messageOf(errors.newPassword)}
          confirmError={messageOf(errors.confirmPassword)}
          registerNew={register('newPassword')}
          registerConfirm={register('confirmPassword')}
        />
        <PendingButton
          pending={change.isPending}
          label={t('submit')}
          pendingLabel={t('submitting')}
          className="self-start rounded-full bg-neutral-900 px-6 py-3 font-semibold text-white disabled:opacity-60"
        />
      </form>
    </section>
  );
}
