'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { OrderCard } from '@/components/orders/order-card';
import type { Locale } from '@/lib/i18n/locales';
import { orderStatusPath, ordersPath } from '@/lib/routes';
import { usePurchaseHistory } from '@/services/use-orders';

const RECENT = 3;

/** The overview's latest orders, with the way to all of them. */
export function RecentOrders() {
  const t = useTranslations('AccountNav');
  const locale = useLocale() as Locale;
  const history = usePurchaseHistory({ page: 1, pageSize: RECENT }, true);
  return (
    <section aria-labelledby="recent-orders" className="flex flex-col gap-3">
      <h2 id="recent-orders" className="type-heading">
        {t('recentOrders')}
      </h2>
      {history.isPending ? <p role="status">{t('loadingOrders')}</p> : null}
      {history.isError ? <p role="alert">{t('ordersFailed')}</p> : null}
      {history.data?.orders.length === 0 ? (
        <p>
          {t.rich('noOrders', {
            status: (chunks) => (
              <Link href={orderStatusPath(locale)} className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {history.data && history.data.orders.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {history.data.orders.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} heading="h3" />
            </li>
          ))}
        </ul>
      ) : null}
      <Link href={ordersPath(locale)} className="self-start font-semibold underline">
        {t('allOrders')}
      </Link>
    </section>
  );
}
