'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { OrderSummary } from '@/components/cart/order-summary';
import { InStoreSaleNote } from '@/components/orders/in-store-sale-note';
import { OrderItems } from '@/components/orders/order-items';
import { OrderPayments } from '@/components/orders/order-payments';
import { firstSightOfOrder, purchaseEvent } from '@/lib/analytics/checkout-events';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { shipmentDestinationLines } from '@/lib/checkout/shipment-lines';
import type { OrderResponse } from '@/lib/contracts/checkout';
import type { Locale } from '@/lib/i18n/locales';
import { isCommerceApiError } from '@/services/api-error';
import { useOrder } from '@/services/use-checkout';

/** The placed order: number, items, shipments, totals and how it was paid. */
export function OrderConfirmation({
  orderNumber,
  st,
  storeContext,
}: {
  orderNumber: string;
  st: string | undefined;
  storeContext: string | undefined;
}) {
  const t = useTranslations('OrderConfirmation');
  const locale = useLocale();
  const order = useOrder(orderNumber, st);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = order.data !== undefined;
  // Arriving from checkout, focus lands on the thank-you so it is read first.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  useEffect(() => {
    if (order.data && firstSightOfOrder(order.data.orderNumber)) {
      pushDataLayer(purchaseEvent(order.data));
    }
  }, [order.data]);

  if (order.isPending) return <p role="status">{t('loading')}</p>;
  if (order.isError || !order.data) {
    const notFound = isCommerceApiError(order.error) && order.error.status === 404;
    return (
      <div role="alert" className="flex flex-col gap-3 py-8">
        <p>{notFound ? t('notFound') : t('loadFailed')}</p>
        <Link href={`/${locale}`} className="underline">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  return (
    <OrderDetails order={order.data} headingRef={heading} express={storeContext !== undefined} />
  );
}

function OrderDetails({
  order,
  headingRef,
  express,
}: {
  order: OrderResponse;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  express: boolean;
}) {
  const t = useTranslations('OrderConfirmation');
  const locale = useLocale();

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 py-6">
      <header className="flex flex-col gap-2">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {t('title')}
        </h1>
        <p>
          {t('orderNumber')} <strong>{order.orderNumber}</strong>
        </p>
        <p className="text-sm text-neutral-600">{t('emailSent', { email: order.email })}</p>
        {express ? <p className="text-sm text-neutral-600">{t('expressWallet')}</p> : null}
        <InStoreSaleNote sale={order.inStoreSale} />
      </header>

      <OrderItems order={order} />

      <section aria-labelledby="order-shipments" className="flex flex-col gap-2">
        <h2 id="order-shipments" className="type-subheading">
          {t('shipments')}
        </h2>
        {order.shipments.map((shipment) => (
          <div key={shipment.shipmentId} className="text-sm">
            {shipment.shippingMethod ? (
              <p className="font-medium">{shipment.shippingMethod.label}</p>
            ) : null}
            <p>{shipmentDestinationLines(shipment, locale as Locale).join(', ')}</p>
          </div>
        ))}
      </section>

      <OrderPayments order={order} />

      <OrderSummary summary={order.summary} />

      <Link href={`/${locale}`} className="self-start underline">
        {t('continueShopping')}
      </Link>
    </div>
  );
}
