'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    locationConfirmation: {
      /** The guessed place, as the shopper reads it. */
      place: string;
      onConfirm: () => void;
      onDecline: () => void;
    };
  }
}

/**
 * Spec 000 section 2, location confirmation: a store search never uses a guessed place (the
 * market's main city, the browser's position) before the shopper says so.
 */
export function LocationConfirmationDialog() {
  const t = useTranslations('PickupInStore');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const close = () => closeDialog('locationConfirmation');
  return (
    <Dialog id="locationConfirmation" title={t('locationTitle')} size="half">
      {(payload) => (
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">{t('usePlace', { place: payload.place })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => {
                close();
                payload.onConfirm();
              }}
            >
              {t('usePlaceYes')}
            </Button>
            <button
              type="button"
              className="rounded-full border border-ink px-6 py-3 font-semibold"
              onClick={() => {
                close();
                payload.onDecline();
              }}
            >
              {t('usePlaceNo')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
