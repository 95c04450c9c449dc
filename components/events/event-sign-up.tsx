'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import { primaryButtonClass } from '@/components/ui/button';
import { useDialogStore } from '@/stores/dialog-store';
import type { EventSignUpDetails } from './event-details';

// The dialog's forms, validation and calls load when the shopper first opens it.
const EventSignUpDialog = dynamic(
  () => import('./event-sign-up-dialog').then((m) => m.EventSignUpDialog),
  { ssr: false },
);

/** The event page's "Sign up" button and the dialog it opens. */
export function EventSignUp({ event }: { event: EventSignUpDetails }) {
  const t = useTranslations('Events');
  const openDialog = useDialogStore((state) => state.openDialog);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openDialog('eventSignUp')}
        className={`${primaryButtonClass} self-start`}
      >
        {t('signUp')}
      </button>
      <AfterDialogOpened ids={['eventSignUp']}>
        <EventSignUpDialog event={event} />
      </AfterDialogOpened>
    </>
  );
}
