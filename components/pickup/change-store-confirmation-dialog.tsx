'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    changeStoreConfirmation: {
      /** The store the bag's store items are collected at now. */
      currentStoreName: string;
      storeName: string;
      onConfirm: () => void;
    };
  }
}

/**
 * Spec 000 section 2, change-store confirmation: the bag already holds items for another store.
 * Confirming moves every store item to the new one; cancelling keeps the old store.
 */
export function ChangeStoreConfirmationDialog() {
  const t = useTranslations('PickupInStore');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const close = () => closeDialog('changeStoreConfirmation');
  return (
    <Dialog id="changeStoreConfirmation" title={t('changeStoreTitle')} size="half">
      {(payload) => (
        <div className="flex flex-col gap-4">
          <p className="text-lg font-semibold">{t('moveAll', { store: payload.storeName })}</p>
          <p>{t('moveAllBody', { current: payload.currentStoreName, store: payload.storeName })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() => {
                close();
                payload.onConfirm();
              }}
            >
              {t('moveItems')}
            </Button>
            <button
              type="button"
              className="rounded-full border border-ink px-6 py-3 font-semibold"
              onClick={close}
            >
              {t('keepStore', { store: payload.currentStoreName })}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
