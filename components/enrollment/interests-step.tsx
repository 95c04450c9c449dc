'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { InterestChoices } from '@/components/auth/interest-choices';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { useUpdateProfile } from '@/services/use-update-profile';
import { PendingButton } from '../ui/pending-button';
import { SkipButton } from './step-buttons';
import { StepSection } from './step-section';

/** What the shopper is into; the profile keeps the picks pipe-separated (spec 001 section 5). */
export function InterestsStep({ onDone }: { onDone: () => void }) {
  const t = useTranslations('Enrollment');
  const update = useUpdateProfile();
  const [picked, setPicked] = useState<string[]>([]);

  // Saving no pick is an empty update, which is skipped rather than sent.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ preferences: { interests: picked.join('|') } }, { onSuccess: onDone });
  };

  return (
    <StepSection title={t('interests.title')} intro={t('interests.intro')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        {update.error ? <ApiErrorAlert error={update.error} /> : null}
        <InterestChoices picked={picked} onChange={setPicked} />
        <div className="flex flex-wrap gap-3">
          <PendingButton
            pending={update.isPending}
            label={t('flow.save')}
            pendingLabel={t('flow.saving')}
          />
          <SkipButton onClick={onDone} disabled={update.isPending} />
        </div>
      </form>
    </StepSection>
  );
}
