'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { PendingButton } from '@/components/ui/pending-button';
import { useOrdersClient } from '@/services/use-orders';
import { actionClass } from './action-class';

/** Sends the order's digital gift cards to their recipients again. */
export function ResendGiftCardButton({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderDetail.actions');
  const orders = useOrdersClient();
  const resend = useMutation({ mutationFn: () => orders.resendGiftCardEmail(orderNumber) });
  return (
    <div className="flex flex-col gap-2">
      <PendingButton
        type="button"
        pending={resend.isPending}
        label={t('resendGiftCard')}
        pendingLabel={t('resendGiftCardPending')}
        onClick={() => resend.mutate()}
        className={actionClass}
      />
      <p role="status" className="text-sm">
        {resend.isSuccess ? t('resendGiftCardDone', { count: resend.data.sent }) : null}
      </p>
      {resend.isError ? <ApiErrorAlert error={resend.error} /> : null}
    </div>
  );
}
