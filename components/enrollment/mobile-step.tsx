'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PhoneField } from '@/components/ui/form/phone-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { countries } from '@/lib/countries';
import { countryOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { nationalNumber } from '@/lib/phone/national-number';
import { useUpdateProfile } from '@/services/use-update-profile';
import { PendingButton } from '../ui/pending-button';
import { mobileFormSchema, type MobileFormValues } from './mobile-form-schema';
import { serverFieldOf } from './server-field';
import { SkipButton } from './step-buttons';
import { StepSection } from './step-section';

const mobileFields = ['phone', 'phoneCode'] as const;

/** Asks for the missing mobile number: a dial code, and the number in that country's mask. */
export function MobileStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Enrollment.flow');
  const tSignUp = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const { region } = settingsFor(locale);
  const country = countryOf(locale);
  const messageOf = useValidationMessage();
  const update = useUpdateProfile();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<MobileFormValues>({
    resolver: zodResolver(mobileFormSchema()),
    defaultValues: {
      phone: '',
      phoneCode: countries.find((entry) => entry.code === country)?.dialCode ?? '',
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        consumerDetails: {
          phone: nationalNumber(values.phone, values.phoneCode),
          phoneCode: values.phoneCode,
        },
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const field = serverFieldOf(error, mobileFields);
          if (field)
            setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    ),
  );
  const bannerError = serverFieldOf(update.error, mobileFields) ? null : update.error;

  return (
    <StepSection title={t('mobile.title')} intro={t('mobile.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {bannerError ? <ApiErrorAlert error={bannerError} /> : null}
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneField
              label={tSignUp('phone')}
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
        <div className="flex flex-wrap gap-3">
          <PendingButton pending={update.isPending} label={t('save')} pendingLabel={t('saving')} />
          <SkipButton onClick={onDone} disabled={update.isPending} />
        </div>
      </form>
    </StepSection>
  );
}
