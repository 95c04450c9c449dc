'use client';

import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { OrderItems } from '@/components/orders/order-items';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderTimeline } from '@/components/orders/order-timeline';
import { TrackingLink } from '@/components/orders/tracking-link';
import type { TrackOrderResponse } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { contactUsPath, howToReturnPath } from '@/lib/routes';

/** The order found: status, tracking, timeline and items; focus lands on its heading. */
export function TrackedOrder({ order }: { order: TrackOrderResponse }) {
  const t = useTranslations('OrderStatus');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [order]);
  return (
    <section
      aria-labelledby="tracked-order"
      className="flex flex-col gap-6 border-t border-line pt-6"
    >
      <header className="flex flex-col gap-2">
        <h2
          id="tracked-order"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold outline-none"
        >
          {t('found', { orderNumber: order.orderNumber })}
        </h2>
        <p className="text-sm text-muted">
          {t('placedOn', {
            date: format.dateTime(new Date(order.createdAt), { dateStyle: 'long' }),
          })}
        </p>
        <div>
          <OrderStatusBadge status={order.status} />
        </div>
        {order.tracking ? <TrackingLink tracking={order.tracking} /> : null}
      </header>
      <OrderTimeline timeline={order.timeline} />
      <OrderItems order={order} />
      <p className="flex flex-wrap gap-4 text-sm">
        <Link href={howToReturnPath(locale)} className="underline">
          {t('howToReturn')}
        </Link>
        <Link href={contactUsPath(locale)} className="underline">
          {t('contactUs')}
        </Link>
      </p>
    </section>
  );
}
