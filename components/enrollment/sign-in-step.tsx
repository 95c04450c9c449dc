'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useValidationMessage } from '@/components/associate/use-validation-message';
import { ApiErrorAlert } from '@/components/auth/api-error-alert';
import { SignInHelp } from '@/components/auth/sign-in-help';
import { PasswordField } from '@/components/auth/password-field';
import { TextField } from '@/components/auth/text-field';
import { useSignIn } from '@/components/auth/use-sign-in';
import { EMAIL_MAX_LENGTH } from '@/lib/validation/rules';
import { signInFormSchema, type SignInFormValues } from '@/lib/validation/sign-in-form';
import { PendingButton } from '../ui/pending-button';
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
  const tAuth = useTranslations('Auth');
  const messageOf = useValidationMessage();
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<SignInFormValues>({
    resolver: zodResolver(signInFormSchema()),
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: () => onSignedIn() },
    ),
  );

  return (
    <StepSection title={t('title')} intro={t('intro')}>
      <BackButton onClick={onBack} />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {signIn.error ? (
          <ApiErrorAlert error={signIn.error}>
            <SignInHelp />
          </ApiErrorAlert>
        ) : null}
        <TextField
          label={tAuth('email')}
          type="email"
          autoComplete="username"
          maxLength={EMAIL_MAX_LENGTH}
          required
          error={messageOf(errors.email)}
          {...register('email')}
        />
        <PasswordField
          label={tAuth('password')}
          autoComplete="current-password"
          required
          error={messageOf(errors.password)}
          {...register('password')}
        />
        <button
          type="button"
          onClick={() => onForgotPassword(getValues('email').trim())}
          className="self-start text-sm underline"
        >
          {tAuth('forgotPasswordLink')}
        </button>
        <PendingButton
          pending={signIn.isPending}
          label={tAuth('submit')}
          pendingLabel={tAuth('submitting')}
        />
      </form>
    </StepSection>
  );
}
