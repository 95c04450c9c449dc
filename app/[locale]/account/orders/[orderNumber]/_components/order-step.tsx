'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { OrderDetailResponse } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { orderPath } from '@/lib/routes';
import { SignedInOnly } from '../../../_components/signed-in-only';
import { useOrderPage } from './use-order-page';

/**
 * A step taken on one order (a return, a warranty claim): its heading, a way back to the order,
 * and `children` once the order is loaded, or why the step is closed (`open` is false).
 */
export function OrderStep({
  orderNumber,
  title,
  closedText,
  open,
  children,
}: {
  orderNumber: string;
  title: string;
  closedText: string;
  open: (order: OrderDetailResponse) => boolean;
  children: (order: OrderDetailResponse) => ReactNode;
}) {
  return (
    <SignedInOnly title={title}>
      <StepContent orderNumber={orderNumber} title={title} closedText={closedText} open={open}>
        {children}
      </StepContent>
    </SignedInOnly>
  );
}

function StepContent({
  orderNumber,
  title,
  closedText,
  open,
  children,
}: Parameters<typeof OrderStep>[0]) {
  const t = useTranslations('OrderDetail');
  const locale = useLocale() as Locale;
  const { order, notFound } = useOrderPage(orderNumber);
  if (order.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  return (
    <>
      <Link href={orderPath(locale, orderNumber)} className="self-start text-sm underline">
        {t('backToOrder', { orderNumber })}
      </Link>
      <h1 className="type-title">{title}</h1>
      {order.isError ? (
        <p role="alert">{notFound ? t('notFound') : t('loadFailed')}</p>
      ) : open(order.data) ? (
        children(order.data)
      ) : (
        <p>{closedText}</p>
      )}
    </>
  );
}
