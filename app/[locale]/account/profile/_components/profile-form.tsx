'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PhoneField } from '@/components/ui/form/phone-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { countries } from '@/lib/countries';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { digitsOnly } from '@/lib/phone/digits';
import { useProfile } from '@/services/use-session';
import { useUpdateProfile, type ProfileChanges } from '@/services/use-update-profile';

const genders = ['female', 'male', 'nonBinary', 'undisclosed'] as const;
type Gender = (typeof genders)[number];
type Field =
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'phoneCode'
  | 'postalCode'
  | 'birthDate'
  | 'gender'
  | 'preferredShoeSize';

/** The details form; the shown profile changes only once the update succeeded. */
export function ProfileForm() {
  const { data: profile } = useProfile();
  const update = useUpdateProfile();
  if (!profile) return null;
  // Keyed by the profile's values, so a saved change refills the form from the new profile.
  return (
    <DetailsForm
      key={JSON.stringify([profile.consumerDetails, profile.preferences])}
      profile={profile}
      update={update}
    />
  );
}

function DetailsForm({
  profile,
  update,
}: {
  profile: ProfileResponse;
  update: ReturnType<typeof useUpdateProfile>;
}) {
  const t = useTranslations('AccountProfile');
  const labels = useTranslations('SignUp');
  const locale = useLocale() as Locale;
  const { country, region } = settingsFor(locale);
  const details = profile.consumerDetails;
  const [phone, setPhone] = useState(details.phone ?? '');
  const [phoneCode, setPhoneCode] = useState(
    details.phoneCode ?? countries.find((entry) => entry.code === country)?.dialCode ?? '',
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const phoneCountry =
    countries.find((entry) => entry.dialCode === details.phoneCode)?.code ?? country;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const changes: ProfileChanges = {
      consumerDetails: {
        firstName: text('firstName'),
        lastName: text('lastName'),
        phone: digitsOnly(phone),
        phoneCode: phone ? phoneCode : '',
        postalCode: text('postalCode'),
        birthDate: text('birthDate'),
        gender: text('gender') as Gender | '',
      },
      preferences: { preferredShoeSize: text('preferredShoeSize') || null },
    };
    // The shared contract checks the form as the server will; it loads with the first save.
    const { profileUpdateRequestSchema } = await import('@/lib/contracts/consumer');
    const checked = profileUpdateRequestSchema.safeParse({ consumerProfile: changes });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path.at(-1) as Field;
        found[field] ??= t('invalid');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(changes);
  };

  return (
    <section aria-labelledby="profile-details" className="flex flex-col gap-4">
      <h2 id="profile-details" className="type-heading">
        {t('detailsTitle')}
      </h2>
      <p>{t('email', { email: details.email })}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {update.error ? <ApiErrorAlert error={update.error} /> : null}
        {update.isSuccess ? (
          <p role="status" className="font-semibold">
            {t('saved')}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="firstName"
            label={labels('firstName')}
            autoComplete="given-name"
            defaultValue={details.firstName ?? ''}
            error={errors.firstName}
          />
          <TextField
            name="lastName"
            label={labels('lastName')}
            autoComplete="family-name"
            defaultValue={details.lastName ?? ''}
            error={errors.lastName}
          />
        </div>
        <PhoneField
          label={labels('phone')}
          defaultCountry={phoneCountry}
          region={region}
          value={phone}
          onChange={setPhone}
          onBlur={() => undefined}
          onDialCodeChange={setPhoneCode}
          error={errors.phone}
          codeError={errors.phoneCode}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="postalCode"
            label={labels('postalCode')}
            autoComplete="postal-code"
            defaultValue={details.postalCode ?? ''}
            error={errors.postalCode}
          />
          <TextField
            name="birthDate"
            type="date"
            label={labels('birthDate')}
            autoComplete="bday"
            defaultValue={details.birthDate ?? ''}
            error={errors.birthDate}
          />
          <SelectField
            name="gender"
            label={labels('gender')}
            defaultValue={details.gender ?? ''}
            error={errors.gender}
          >
            <option value="">{labels('genderPlaceholder')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {labels(`genders.${gender}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            name="preferredShoeSize"
            label={t('preferredShoeSize')}
            inputMode="decimal"
            maxLength={8}
            defaultValue={profile.preferences.preferredShoeSize ?? ''}
            error={errors.preferredShoeSize}
          />
        </div>
        <PendingButton
          className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white disabled:opacity-60"
          pending={update.isPending}
          label={t('save')}
          pendingLabel={t('saving')}
        />
      </form>
    </section>
  );
}
