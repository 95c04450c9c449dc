'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';

export interface WelcomePayload {
  firstName: string;
  loyalty: boolean;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    /** Optional so that any flow can say welcome; without a name the greeting is generic. */
    welcome: WelcomePayload | undefined;
  }
}

/** The last step of sign-up: greets the new shopper, and a new loyalty member as such. */
export function WelcomeDialog() {
  const t = useTranslations('Enrollment.welcome');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <Dialog id="welcome" title={t('title')} size="half">
      {(payload) => (
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">
            {payload ? t('greeting', { firstName: payload.firstName }) : t('greetingWithoutName')}
          </p>
          <p>{payload?.loyalty ? t('loyaltyBody') : t('body')}</p>
          <Button onClick={() => closeDialog('welcome')}>{t('continue')}</Button>
        </div>
      )}
    </Dialog>
  );
}
