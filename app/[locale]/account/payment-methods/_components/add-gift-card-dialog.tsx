'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { TextField } from '@/components/ui/form/text-field';
import { PendingButton } from '@/components/ui/pending-button';
import { isCommerceApiError } from '@/services/api-error';
import { usePaymentInstrumentChanges } from '@/services/use-payment-instruments';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';

/** The account's "Add a gift card": number and PIN, checked as the checkout checks them. */
export function AddGiftCardDialog() {
  const t = useTranslations('SavedPaymentMethods.addGiftCardDialog');
  return (
    <Dialog id="addGiftCard" size="half" title={t('title')} description={t('description')}>
      <AddGiftCardForm />
    </Dialog>
  );
}

function AddGiftCardForm() {
  const t = useTranslations('SavedPaymentMethods');
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState<{ number?: boolean; pin?: boolean }>({});
  const { addGiftCard } = usePaymentInstrumentChanges();
  const showToast = useToastStore((state) => state.showToast);
  const closeDialog = useDialogStore((state) => state.closeDialog);

  const save = () => {
    const check = { number: !number.trim(), pin: !pin.trim() };
    setMissing(check);
    if (check.number || check.pin) return;
    addGiftCard.mutate(
      { number, pin },
      {
        onSuccess: () => {
          showToast({ title: t('toasts.giftCardSaved'), type: 'success' });
          setNumber('');
          setPin('');
          closeDialog('addGiftCard');
        },
        // Spec 001 section 8: "already saved" has its own text, anything else the generic one.
        onError: (error) =>
          showToast({
            title: isCommerceApiError(error, 'GFC300')
              ? t('toasts.giftCardExists')
              : t('toasts.giftCardSaveFailed'),
            type: 'error',
          }),
      },
    );
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {addGiftCard.isError ? <ApiErrorAlert error={addGiftCard.error} /> : null}
      <TextField
        label={t('addGiftCardDialog.number')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        value={number}
        onChange={(event) => setNumber(event.target.value)}
        error={missing.number ? t('addGiftCardDialog.numberRequired') : undefined}
      />
      <TextField
        label={t('addGiftCardDialog.pin')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={missing.pin ? t('addGiftCardDialog.pinRequired') : undefined}
      />
      <PendingButton
        pending={addGiftCard.isPending}
        label={t('addGiftCardDialog.save')}
        pendingLabel={t('addGiftCardDialog.saving')}
      />
    </form>
  );
}
