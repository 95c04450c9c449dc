'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { saveFile } from '@/components/ui/save-file';
import { useOrdersClient } from '@/services/use-orders';
import { actionClass } from './action-class';

/** Downloads the order's invoice as a PDF. */
export function InvoiceButton({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderDetail.actions');
  const orders = useOrdersClient();
  const download = useMutation({
    mutationFn: () => orders.invoice(orderNumber),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? `invoice-${orderNumber}.pdf`),
  });
  return (
    <div className="flex flex-col gap-2">
      <PendingButton
        type="button"
        pending={download.isPending}
        label={t('invoice')}
        pendingLabel={t('invoicePending')}
        onClick={() => download.mutate()}
        className={actionClass}
      />
      {download.isError ? <ApiErrorAlert error={download.error} /> : null}
    </div>
  );
}
