'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import { isCommerceApiError } from '@/services/api-error';
import { useDialogStore } from '@/stores/dialog-store';
import { InterestChoices } from './interest-choices';
import { useSaveInterests } from './use-save-interests';

export interface InterestsPayload {
  /** Whether the new member ticked the newsletter; if not, the dialog says choosing will. */
  newsletter: boolean;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    interests: InterestsPayload;
  }
}

/**
 * Asks a new member what they are into, once the account exists and they are signed in
 * (spec 002 sections 2 and 4), and saves it to their profile. The interests pick the
 * newsletter's topics, so choosing any subscribes to it. Skipping or closing saves nothing.
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
  // Auth's words, not ApiErrors': every page would carry all of ApiErrors for this one line.
  const tAuth = useTranslations('Auth');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [picked, setPicked] = useState<string[]>([]);
  const save = useSaveInterests();

  const close = () => closeDialog('interests');
  const saveAndClose = () => {
    if (picked.length === 0) return close();
    save.mutate({ interests: picked, subscribed: payload.newsletter }, { onSuccess: close });
  };

  return (
    <div className="flex flex-col gap-6">
      <InterestChoices picked={picked} onChange={setPicked} />
      {payload.newsletter ? null : <p className="text-sm text-muted">{t('newsletterNote')}</p>}
      {save.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {isCommerceApiError(save.error) ? save.error.message : tAuth('unexpectedError')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <PendingButton
          type="button"
          pending={save.isPending}
          onClick={saveAndClose}
          label={t('continue')}
          pendingLabel={t('saving')}
        />
        <button
          type="button"
          onClick={close}
          className="rounded-full border border-ink px-6 py-3 font-semibold"
        >
          {t('skip')}
        </button>
      </div>
    </div>
  );
}
