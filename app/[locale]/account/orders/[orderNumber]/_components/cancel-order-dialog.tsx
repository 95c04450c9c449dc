'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { PendingButton } from '@/components/ui/pending-button';
import { cancelReasons } from '@/lib/contracts/orders';
import { useOrdersClient, useSetOrder } from '@/services/use-orders';
import { useDialogStore } from '@/stores/dialog-store';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    cancelOrder: { orderNumber: string };
  }
}

type CancelReason = (typeof cancelReasons)[number];

/** Asks before cancelling; the page then shows the cancelled order and its refund. */
export function CancelOrderDialog() {
  const t = useTranslations('OrderDetail.cancel');
  return (
    <Dialog id="cancelOrder" size="half" title={t('title')} description={t('description')}>
      {({ orderNumber }) => <CancelOrderForm orderNumber={orderNumber} />}
    </Dialog>
  );
}

function CancelOrderForm({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderDetail.cancel');
  const orders = useOrdersClient();
  const setOrder = useSetOrder();
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const [reason, setReason] = useState<CancelReason>('changedMind');
  const cancel = useMutation({
    mutationFn: () => orders.cancelOrder(orderNumber, { reason }),
    onSuccess: (order) => {
      setOrder(order);
      closeDialog('cancelOrder');
      // The button that opened the dialog is gone with the open action; the page's heading,
      // now above "Cancelled", takes focus instead.
      setTimeout(() => {
        const heading = document.querySelector<HTMLElement>('#main h1');
        heading?.setAttribute('tabindex', '-1');
        heading?.focus();
      }, 0);
    },
  });
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        cancel.mutate();
      }}
    >
      {cancel.isError ? <ApiErrorAlert error={cancel.error} /> : null}
      <SelectField
        label={t('reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value as CancelReason)}
      >
        {cancelReasons.map((value) => (
          <option key={value} value={value}>
            {t(`reasons.${value}`)}
          </option>
        ))}
      </SelectField>
      <PendingButton pending={cancel.isPending} label={t('confirm')} pendingLabel={t('pending')} />
      <button
        type="button"
        onClick={() => closeDialog('cancelOrder')}
        className="rounded-full border border-ink px-6 py-3 font-semibold"
      >
        {t('keep')}
      </button>
    </form>
  );
}
