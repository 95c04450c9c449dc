'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { InterestChoices } from '@/components/auth/interest-choices';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { useProfile } from '@/services/use-session';
import { useUpdateProfile } from '@/services/use-update-profile';

/** Interests (kept pipe-separated) and the preferred shoe size, saved with the profile. */
export function InterestsForm() {
  const profile = useProfile().data;
  // Above the form, so "Saved" outlives the form's fresh start from the saved profile.
  const update = useUpdateProfile();
  if (!profile) return null;
  return (
    <Form
      key={JSON.stringify(profile.preferences)}
      preferences={profile.preferences}
      update={update}
    />
  );
}

function Form({
  preferences,
  update,
}: {
  preferences: ProfileResponse['preferences'];
  update: ReturnType<typeof useUpdateProfile>;
}) {
  const t = useTranslations('Communication.interests');
  const [picked, setPicked] = useState<string[]>(
    (preferences.interests ?? '').split('|').filter(Boolean),
  );
  const [shoeSize, setShoeSize] = useState(preferences.preferredShoeSize ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      // null clears: a shopper who unticks every interest or empties the size removes them.
      preferences: {
        interests: picked.join('|') || null,
        preferredShoeSize: shoeSize.trim() || null,
      },
    });
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby="interests-title" className="flex flex-col gap-4">
      <h2 id="interests-title" className="type-heading">
        {t('title')}
      </h2>
      {update.isError ? <ApiErrorAlert error={update.error} /> : null}
      <InterestChoices picked={picked} onChange={setPicked} />
      <TextField
        label={t('shoeSize')}
        inputMode="decimal"
        maxLength={8}
        value={shoeSize}
        onChange={(event) => setShoeSize(event.target.value)}
      />
      <PendingButton pending={update.isPending} label={t('save')} pendingLabel={t('saving')} />
      {update.isSuccess ? <p role="status">{t('saved')}</p> : null}
    </form>
  );
}
