'use client';

import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useMoney } from '@/components/cart/use-money';
import type { PurchaseSummary } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { orderPath } from '@/lib/routes';
import { OrderStatusBadge } from './order-status-badge';
import { OptimizedImage } from '@/components/ui/optimized-image';

/**
 * One order in a list: number, date, status, total, item count and the first pictures. Its
 * heading sits one level under the list's (`heading`).
 */
export function OrderCard({
  order,
  heading: Heading,
}: {
  order: PurchaseSummary;
  heading: 'h2' | 'h3';
}) {
  const t = useTranslations('Orders');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const money = useMoney(order.currency);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <Heading className="font-bold">
          <Link
            href={orderPath(locale, order.orderNumber)}
            className="underline-offset-2 hover:underline"
          >
            {t('orderNumber', { orderNumber: order.orderNumber })}
          </Link>
        </Heading>
        <p className="text-sm text-muted">
          {t('placedOn', {
            date: format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' }),
          })}
        </p>
        <p className="text-sm">
          {t('itemCount', { count: order.itemCount })} · {money(order.total)}
        </p>
        <div>
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <ul aria-hidden="true" className="flex gap-2">
        {order.thumbnails.map((src) => (
          <li key={src} className="relative size-16 overflow-hidden rounded bg-neutral-100">
            {src.startsWith('/') ? (
              <OptimizedImage src={src} alt="" fill sizes="64px" className="object-cover" />
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
