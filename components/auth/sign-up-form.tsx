'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { PhoneField } from '@/components/ui/form/phone-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { countries } from '@/lib/countries';
import { countryOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { validPhone } from '@/lib/validation/phone';
import type { SignUpFormValues } from '@/lib/validation/sign-up-form';
import { signUpRulesFor } from '@/lib/validation/sign-up-rules';
import { useCommerce } from '@/services/commerce-context';
import { isCommerceApiError } from '@/services/api-error';
import { useDialogStore } from '@/stores/dialog-store';
import { PasswordRequirements } from './password-requirements';
import { SignUpConsents } from './sign-up-consents';
import { signUpErrorField } from './sign-up-error-field';
import { signUpPayload, type SignUpSource } from './sign-up-payload';
import { SmsOptIn, type SmsOptInState } from './sms-opt-in';
import { useServerNow } from './use-server-now';
import { useSignUp } from './use-sign-up';

/** The form's rules and zod load with its first validation, not with the page. */
const loadValidation = () =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/lib/validation/sign-up-form')]);

export interface SignUpFormProps {
  /** The loyalty variant: adds the loyalty terms and enrolls the new account. */
  loyalty?: boolean;
  /** From the `email` query parameter. */
  email?: string;
  /** From an existing profile the link named (retrieveUserData); the shopper may change them. */
  prefill?: { firstName?: string; lastName?: string; postalCode?: string };
  source?: SignUpSource;
  /** After the account exists and the shopper is signed in; the welcome dialog is open. */
  onSignedUp?: () => void;
}

const genders = ['female', 'male', 'nonBinary', 'undisclosed'] as const;

/**
 * The sign-up form (spec 002 sections 2, 4, 5 and 8). Submitting a valid form creates the
 * account and signs in, then welcomes the new member and asks for their interests.
 */
export function SignUpForm({
  loyalty = false,
  email = '',
  prefill = {},
  source = {},
  onSignedUp,
}: SignUpFormProps) {
  const t = useTranslations('SignUp');
  const tv = useTranslations('Validation');
  const locale = useLocale() as Locale;
  const { region, dateFormat } = settingsFor(locale);
  const country = countryOf(locale);
  const { site } = useCommerce();
  const rules = signUpRulesFor(country, site.signUp);
  const messageOf = useValidationMessage();
  const serverNow = useServerNow();
  const openDialog = useDialogStore((state) => state.openDialog);
  const signUp = useSignUp();
  const ids = { rules: useId(), birthDateHint: useId() };
  const [sms, setSms] = useState<SmsOptInState>('off');
  const [smsNudge, setSmsNudge] = useState(false);

  const resolver: Resolver<SignUpFormValues> = async (values, context, options) => {
    let now: Date;
    try {
      now = await serverNow();
    } catch {
      // Without the server's clock the age rule cannot be judged; the banner asks for a retry.
      return { values: {}, errors: { root: { type: 'clock' } } };
    }
    const [{ zodResolver }, { signUpFormSchema }] = await loadValidation();
    return zodResolver(signUpFormSchema({ country, dateFormat, now, rules }))(
      values,
      context,
      options,
    );
  };

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<SignUpFormValues>({
    resolver,
    defaultValues: {
      firstName: prefill.firstName ?? '',
      lastName: prefill.lastName ?? '',
      birthDate: '',
      phone: '',
      phoneCode: countries.find((entry) => entry.code === country)?.dialCode ?? '',
      email,
      password: '',
      newsletter: false,
      loyalty,
      loyaltyTerms: false,
      brandTerms: false,
      policy: false,
      postalCode: prefill.postalCode ?? '',
      gender: '',
      smsOptIn: false,
    },
  });

  const [password, phone, phoneCode] = useWatch({
    control,
    name: ['password', 'phone', 'phoneCode'],
  });
  const phoneValid = phone.trim() !== '' && validPhone(phoneCode)(phone) === null;

  const changeSms = (next: SmsOptInState) => {
    setSms(next);
    setSmsNudge(false);
    setValue('smsOptIn', next === 'accepted', { shouldValidate: isSubmitted });
  };

  const create = (values: SignUpFormValues) => {
    const body = signUpPayload(values, {
      country,
      dateFormat,
      genderEnabled: rules.genderEnabled,
      source,
    });
    signUp.mutate(
      { body, leadSource: source.leadSource, referralCode: source.referralCode },
      {
        onSuccess: ({ signedIn }) => {
          if (!signedIn) return;
          // Signed in before anything else is asked: interests come on top of the welcome,
          // which is there whether they are chosen, skipped or closed.
          openDialog('welcome', { firstName: body.firstName, loyalty: values.loyalty });
          openDialog('interests', { newsletter: values.newsletter });
          onSignedUp?.();
        },
        onError: (error) => {
          const field = isCommerceApiError(error) ? signUpErrorField(error.code) : undefined;
          if (!field) return;
          // A missing birth date reads as the form's own rule, not the server's wording.
          const message = field === 'birthDate' ? tv('required') : error.message;
          setError(field, { type: 'server', message }, { shouldFocus: true });
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSmsNudge(phoneValid && sms === 'pending');
    return handleSubmit((values) => {
      if (phoneValid && sms === 'pending') return;
      create(values);
    })(event);
  };

  const bannerError =
    signUp.error && !(isCommerceApiError(signUp.error) && signUpErrorField(signUp.error.code))
      ? signUp.error
      : null;
  const smsError =
    sms === 'pending' && (smsNudge || errors.smsOptIn)
      ? t('sms.acceptRequired')
      : messageOf(errors.smsOptIn);
  const optional = (label: string, isRequired: boolean) =>
    isRequired ? label : t('optional', { label });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={signUp.isPending}
    >
      {bannerError ? <ApiErrorAlert error={bannerError} /> : null}
      {errors.root ? <ApiErrorAlert error={null} /> : null}
      {signUp.data && !signUp.data.signedIn ? (
        <div role="alert" className="rounded-md border border-neutral-900 p-3 text-sm">
          <p>{t('signInAfterSignUp')}</p>
          <button type="button" onClick={() => openDialog('signIn')} className="mt-2 underline">
            {t('signIn')}
          </button>
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          aria-required
          error={messageOf(errors.firstName)}
          {...register('firstName')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          aria-required
          error={messageOf(errors.lastName)}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        aria-required
        error={messageOf(errors.email)}
        {...register('email')}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          aria-required
          describedBy={ids.rules}
          error={messageOf(errors.password)}
          {...register('password')}
        />
        <PasswordRequirements id={ids.rules} password={password} />
      </div>
      <div className="flex flex-col gap-1">
        <TextField
          label={optional(t('birthDate'), rules.birthDateRequired)}
          inputMode="numeric"
          autoComplete="bday"
          aria-required={rules.birthDateRequired}
          describedBy={ids.birthDateHint}
          error={messageOf(errors.birthDate)}
          {...register('birthDate')}
        />
        <p id={ids.birthDateHint} className="text-xs text-muted">
          {t('birthDateHint', { format: dateFormat })}
        </p>
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={optional(t('phone'), rules.phoneRequired)}
            defaultCountry={country}
            region={region}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onDialCodeChange={(dialCode) =>
              setValue('phoneCode', dialCode, { shouldValidate: isSubmitted })
            }
            error={messageOf(errors.phone)}
            codeError={messageOf(errors.phoneCode)}
          />
        )}
      />
      {phoneValid ? <SmsOptIn value={sms} onChange={changeSms} error={smsError} /> : null}
      <TextField
        label={optional(t('postalCode'), false)}
        autoComplete="postal-code"
        error={messageOf(errors.postalCode)}
        {...register('postalCode')}
      />
      {rules.genderEnabled ? (
        <SelectField
          label={t('gender')}
          aria-required
          error={messageOf(errors.gender)}
          {...register('gender')}
        >
          <option value="">{t('genderPlaceholder')}</option>
          {genders.map((gender) => (
            <option key={gender} value={gender}>
              {t(`genders.${gender}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SignUpConsents loyalty={loyalty} register={register} errors={errors} />

      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? t('submitting') : loyalty ? t('submitLoyalty') : t('submit')}
      </Button>
      <p className="text-sm">
        {t('haveAccount')}{' '}
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openDialog('signIn')}
          className="font-semibold underline"
        >
          {t('signIn')}
        </button>
      </p>
    </form>
  );
}
