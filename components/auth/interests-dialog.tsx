'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';

/** The newsletter topics a shopper can pick; ids are what the profile stores (pipe-joined). */
export const interestIds = [
  'running',
  'training',
  'walking',
  'trail',
  'lifestyle',
  'tennis',
] as const;

export interface InterestsPayload {
  /** Whether the form's newsletter box is already ticked; if not, the dialog says it will be. */
  newsletter: boolean;
  /** Called with the picked ids (none when skipped); closing the dialog calls nothing. */
  onDone: (interests: string[]) => void;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    interests: InterestsPayload;
  }
}

/**
 * Asks a new shopper what they are into before the account is created (spec 002 sections 2
 * and 4). The interests pick the newsletter's topics, so choosing any subscribes to it.
 */
export function InterestsDialog() {
  const t = useTranslations('Enrollment.interests');
  return (
    <Dialog id="interests" title={t('title')} description={t('intro')}>
      {(payload) => <InterestsChoice payload={payload} />}
    </Dialog>
  );
}

function InterestsChoice({ payload }: { payload: InterestsPayload }) {
  const t = useTranslations('Enrollment.interests');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [picked, setPicked] = useState<string[]>([]);

  const finish = (interests: string[]) => {
    closeDialog('interests');
    payload.onDone(interests);
  };
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => (on ? [...current, id] : current.filter((entry) => entry !== id)));

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('legend')}</legend>
        {interestIds.map((id) => (
          <label key={id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={picked.includes(id)}
              onChange={(event) => toggle(id, event.target.checked)}
              className="size-4 accent-ink"
            />
            {t(`options.${id}`)}
          </label>
        ))}
      </fieldset>
      {payload.newsletter ? null : <p className="text-sm text-muted">{t('newsletterNote')}</p>}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => finish(picked)}
          className="rounded-full bg-ink px-6 py-3 font-semibold text-white"
        >
          {t('continue')}
        </button>
        <button
          type="button"
          onClick={() => finish([])}
          className="rounded-full border border-ink px-6 py-3 font-semibold"
        >
          {t('skip')}
        </button>
      </div>
    </div>
  );
}
