'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import type { OrderDetailResponse } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { orderReturnPath, orderWarrantyPath } from '@/lib/routes';
import { useDialogStore } from '@/stores/dialog-store';
import { actionClass } from './action-class';
import { InvoiceButton } from './invoice-button';
import { ResendGiftCardButton } from './resend-gift-card-button';

// The confirmation's code (its form and the cancel call) loads when it is first opened.
const CancelOrderDialog = dynamic(
  () => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog),
  { ssr: false },
);

/** The after-sales actions the order has open right now (the server's `actions`). */
export function OrderActions({ order }: { order: OrderDetailResponse }) {
  const t = useTranslations('OrderDetail.actions');
  const locale = useLocale() as Locale;
  const openDialog = useDialogStore((state) => state.openDialog);
  const { actions, orderNumber } = order;
  if (!Object.values(actions).some(Boolean)) return null;
  return (
    <section aria-labelledby="order-actions" className="flex flex-col gap-3">
      <h2 id="order-actions" className="sr-only">
        {t('title')}
      </h2>
      <div className="flex flex-wrap gap-3">
        {actions.invoice ? <InvoiceButton orderNumber={orderNumber} /> : null}
        {actions.return ? (
          <Link href={orderReturnPath(locale, orderNumber)} className={actionClass}>
            {t('return')}
          </Link>
        ) : null}
        {actions.warranty ? (
          <Link href={orderWarrantyPath(locale, orderNumber)} className={actionClass}>
            {t('warranty')}
          </Link>
        ) : null}
        {actions.resendGiftCardEmail ? <ResendGiftCardButton orderNumber={orderNumber} /> : null}
        {actions.cancel ? (
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => openDialog('cancelOrder', { orderNumber })}
            className={actionClass}
          >
            {t('cancel')}
          </button>
        ) : null}
      </div>
      <AfterDialogOpened ids={['cancelOrder']}>
        <CancelOrderDialog />
      </AfterDialogOpened>
    </section>
  );
}
