'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useServerNow } from '@/components/auth/use-server-now';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextField } from '@/components/ui/form/text-field';
import { useValidationMessage } from '@/components/ui/form/use-validation-message';
import { countryOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { useCommerce } from '@/services/commerce-context';
import { useUpdateProfile } from '@/services/use-update-profile';
import { PendingButton } from '../ui/pending-button';
import type { ProfileField } from './complete-profile-plan';
import {
  profileFormChanges,
  profileFormSchema,
  type ProfileFormValues,
} from './profile-form-schema';
import { serverFieldOf } from './server-field';
import { SkipButton } from './step-buttons';
import { StepSection } from './step-section';

/** Asks for the details full enrollment needs and the profile lacks (spec 001 section 4). */
export function ProfileStep({
  fields,
  onDone,
}: {
  fields: readonly ProfileField[];
  onDone: () => void;
}) {
  const t = useTranslations('Enrollment.flow');
  const tSignUp = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const { dateFormat } = settingsFor(locale);
  const country = countryOf(locale);
  const { site } = useCommerce();
  const messageOf = useValidationMessage();
  const serverNow = useServerNow();
  const update = useUpdateProfile();
  const birthDateHintId = useId();

  // The age rule reads the server's clock, as sign-up does; without it the banner says so.
  const resolver: Resolver<ProfileFormValues> = async (values, context, options) => {
    let now: Date;
    try {
      now = await serverNow();
    } catch {
      return { values: {}, errors: { root: { type: 'clock' } } };
    }
    return zodResolver(
      profileFormSchema({ fields, country, dateFormat, now, signUp: site.signUp }),
    )(values, context, options);
  };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver,
    defaultValues: { firstName: '', lastName: '', postalCode: '', birthDate: '' },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(profileFormChanges(values, { fields, dateFormat }), {
      onSuccess: onDone,
      onError: (error) => {
        const field = serverFieldOf(error, fields);
        if (field)
          setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      },
    }),
  );
  const bannerError = serverFieldOf(update.error, fields) ? null : update.error;
  const asks = (field: ProfileField) => fields.includes(field);

  return (
    <StepSection title={t('profile.title')} intro={t('profile.intro')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {bannerError ? <ApiErrorAlert error={bannerError} /> : null}
        {errors.root ? <ApiErrorAlert error={null} /> : null}
        {asks('firstName') ? (
          <TextField
            label={tSignUp('firstName')}
            autoComplete="given-name"
            aria-required
            error={messageOf(errors.firstName)}
            {...register('firstName')}
          />
        ) : null}
        {asks('lastName') ? (
          <TextField
            label={tSignUp('lastName')}
            autoComplete="family-name"
            aria-required
            error={messageOf(errors.lastName)}
            {...register('lastName')}
          />
        ) : null}
        {asks('postalCode') ? (
          <TextField
            label={tSignUp('postalCode')}
            autoComplete="postal-code"
            aria-required
            error={messageOf(errors.postalCode)}
            {...register('postalCode')}
          />
        ) : null}
        {asks('birthDate') ? (
          <div className="flex flex-col gap-1">
            <TextField
              label={tSignUp('birthDate')}
              inputMode="numeric"
              autoComplete="bday"
              aria-required
              describedBy={birthDateHintId}
              error={messageOf(errors.birthDate)}
              {...register('birthDate')}
            />
            <p id={birthDateHintId} className="text-xs text-muted">
              {tSignUp('birthDateHint', { format: dateFormat })}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <PendingButton pending={update.isPending} label={t('save')} pendingLabel={t('saving')} />
          <SkipButton onClick={onDone} disabled={update.isPending} />
        </div>
      </form>
    </StepSection>
  );
}
