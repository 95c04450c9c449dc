'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { lazyResolver } from '@/components/ui/form/lazy-resolver';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { PendingButton } from '@/components/ui/pending-button';
import type { SignInFormValues } from '@/lib/validation/sign-in-form';
import { SignInHelp } from './sign-in-help';
import { useSignIn } from './use-sign-in';

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { signInFormSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/validation/sign-in-form'),
  ]);
  return zodResolver(signInFormSchema());
});

/**
 * Email and password sign-in (spec 002 sections 2 and 5). A refused sign-in shows the server's
 * message (AUT401 invalid credentials, AUT426 last attempt, AUT423/AUT441 locked) in a banner
 * with the ways out: reset the password or contact us.
 *
 * "Forgot password" links to its page unless `onForgotPassword` keeps the shopper in a flow
 * (the enrollment dialog), which then gets the email typed so far.
 */
export function SignInForm({
  email = '',
  onSignedIn,
  onForgotPassword,
}: {
  email?: string;
  onSignedIn?: () => void;
  onForgotPassword?: (email: string) => void;
}) {
  const t = useTranslations('Auth');
  const locale = useLocale();
  const messageOf = useValidationMessage();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInFormValues>({
    resolver,
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync({ email: values.email.trim(), password: values.password });
      onSignedIn?.();
    } catch {
      // The mutation keeps the error; the banner shows it.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {signIn.error ? (
        <ApiErrorAlert error={signIn.error}>
          <SignInHelp />
        </ApiErrorAlert>
      ) : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        required
        error={messageOf(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('password')}
        autoComplete="current-password"
        required
        error={messageOf(errors.password)}
        {...register('password')}
      />
      {onForgotPassword ? (
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email').trim())}
          className="self-start text-sm underline"
        >
          {t('forgotPasswordLink')}
        </button>
      ) : (
        <Link href={`/${locale}/forgot-password`} className="self-start text-sm underline">
          {t('forgotPasswordLink')}
        </Link>
      )}
      <PendingButton
        pending={signIn.isPending}
        label={t('submit')}
        pendingLabel={t('submitting')}
      />
    </form>
  );
}
