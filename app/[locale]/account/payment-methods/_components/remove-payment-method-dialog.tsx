'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { PendingButton } from '@/components/ui/pending-button';
import { usePaymentInstrumentChanges } from '@/services/use-payment-instruments';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    /** `label` names the card or gift card as the list shows it. */
    removePaymentMethod: { id: string; label: string };
  }
}

/** Asks before a card or gift card leaves the account. */
export function RemovePaymentMethodDialog() {
  const t = useTranslations('SavedPaymentMethods.removeDialog');
  return (
    <Dialog id="removePaymentMethod" size="half" title={t('title')}>
      {({ id, label }) => <RemoveConfirmation id={id} label={label} />}
    </Dialog>
  );
}

function RemoveConfirmation({ id, label }: { id: string; label: string }) {
  const t = useTranslations('SavedPaymentMethods');
  const { remove } = usePaymentInstrumentChanges();
  const showToast = useToastStore((state) => state.showToast);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        remove.mutate(id, {
          onSuccess: () => {
            showToast({ title: t('toasts.removed'), type: 'success' });
            closeDialog('removePaymentMethod');
          },
          onError: () => showToast({ title: t('toasts.changeFailed'), type: 'error' }),
        });
      }}
    >
      <p>{t('removeDialog.description', { method: label })}</p>
      <PendingButton
        pending={remove.isPending}
        label={t('removeDialog.confirm')}
        pendingLabel={t('removeDialog.removing')}
      />
      <button
        type="button"
        onClick={() => closeDialog('removePaymentMethod')}
        className="rounded-full border border-ink px-6 py-3 font-semibold"
      >
        {t('removeDialog.keep')}
      </button>
    </form>
  );
}
