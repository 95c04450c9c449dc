'use client';

import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { OrderSummary } from '@/components/cart/order-summary';
import { InStoreSaleNote } from '@/components/orders/in-store-sale-note';
import { OrderItems } from '@/components/orders/order-items';
import { OrderPayments } from '@/components/orders/order-payments';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { TrackingLink } from '@/components/orders/tracking-link';
import type { OrderDetailResponse } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { contactUsPath, howToReturnPath, ordersPath } from '@/lib/routes';
import { SignedInOnly } from '../../../_components/signed-in-only';
import { AfterSales } from './after-sales';
import { OrderActions } from './order-actions';
import { OrderAddresses } from './order-addresses';
import { useOrderPage } from './use-order-page';

export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('OrderDetail');
  return (
    <SignedInOnly title={t('title', { orderNumber })}>
      <LoadedOrder orderNumber={orderNumber} />
    </SignedInOnly>
  );
}

function LoadedOrder({ orderNumber }: { orderNumber: string }) {
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
  if (order.isError) {
    return (
      <div className="flex flex-col gap-3">
        <h1 className="type-title">{t('title', { orderNumber })}</h1>
        <p role="alert">{notFound ? t('notFound') : t('loadFailed')}</p>
        <Link href={ordersPath(locale)} className="self-start underline">
          {t('backToOrders')}
        </Link>
      </div>
    );
  }
  return <OrderView order={order.data} />;
}

function OrderView({ order }: { order: OrderDetailResponse }) {
  const t = useTranslations('OrderDetail');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  return (
    <>
      <Link href={ordersPath(locale)} className="self-start text-sm underline">
        {t('backToOrders')}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="type-title">{t('title', { orderNumber: order.orderNumber })}</h1>
        <p className="text-sm text-muted">
          {t('placedOn', {
            date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }),
          })}
        </p>
        <div>
          <OrderStatusBadge status={order.status} />
        </div>
        <InStoreSaleNote sale={order.inStoreSale} />
        {order.tracking ? (
          <p>
            <TrackingLink tracking={order.tracking} />
          </p>
        ) : null}
      </header>
      <OrderActions order={order} />
      <AfterSales order={order} />
      <OrderTimeline timeline={order.timeline} />
      <OrderItems order={order} />
      <OrderAddresses order={order} />
      <OrderPayments order={order} />
      <OrderSummary summary={order.summary} />
      <section aria-labelledby="order-help" className="flex flex-col gap-2 text-sm">
        <h2 id="order-help" className="type-subheading">
          {t('help')}
        </h2>
        <Link href={howToReturnPath(locale)} className="self-start underline">
          {t('howToReturn')}
        </Link>
        <Link href={contactUsPath(locale)} className="self-start underline">
          {t('contactUs')}
        </Link>
      </section>
    </>
  );
}
