'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    storeChanged: { storeName: string };
  }
}

/**
 * Spec 000 section 2, store changed: the favourite store changed without this page choosing
 * it (another tab, or the account's store adopted at sign-in).
 */
export function StoreChangedDialog() {
  const t = useTranslations('PickupInStore');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <Dialog id="storeChanged" title={t('storeChangedTitle')} size="half">
      {(payload) => (
        <div className="flex flex-col gap-4">
          <p>{t('storeChangedBody', { store: payload.storeName })}</p>
          <Button onClick={() => closeDialog('storeChanged')}>{t('ok')}</Button>
        </div>
      )}
    </Dialog>
  );
}
