'use client';

import Form from 'next/form';
import { useLocale, useTranslations } from 'next-intl';
import { OrderCard } from '@/components/orders/order-card';
import { Pagination } from '@/components/ui/pagination';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type { PurchasePeriod } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { ordersPath } from '@/lib/routes';
import { usePurchaseHistory } from '@/services/use-orders';
import { useProfile } from '@/services/use-session';
import { SignedInOnly } from '../../_components/signed-in-only';

const PAGE_SIZE = 10;
const periods: PurchasePeriod[] = ['all', 'last30Days', 'last6Months', 'lastYear'];
/** The statuses a shopper filters by (an order whose payment is pending is not listed yet). */
const statuses: OrderStatus[] = [
  'Created',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
  'Refunded',
];

interface OrderListProps {
  period: PurchasePeriod;
  status: OrderStatus | undefined;
  page: number;
}

/** The shopper's orders, newest first, filtered by period and status, a page at a time. */
export function OrderList(props: OrderListProps) {
  const t = useTranslations('Orders');
  return (
    <SignedInOnly title={t('title')}>
      <h1 className="type-title">{t('title')}</h1>
      <OrderFilters {...props} />
      <OrderPage {...props} />
    </SignedInOnly>
  );
}

function OrderFilters({ period, status }: OrderListProps) {
  const t = useTranslations('Orders');
  const locale = useLocale() as Locale;
  const selectClass = 'rounded-md border border-neutral-400 bg-white px-3 py-2';
  // A GET form: the filters are the page's address, so they can be shared and go back.
  return (
    <Form
      action={ordersPath(locale)}
      aria-label={t('filters')}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('period')}
        <select name="period" defaultValue={period} className={selectClass}>
          {periods.map((value) => (
            <option key={value} value={value}>
              {t(`periods.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('statusFilter')}
        <select name="status" defaultValue={status ?? ''} className={selectClass}>
          <option value="">{t('allStatuses')}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-full border border-ink px-5 py-2 font-semibold hover:bg-neutral-100"
      >
        {t('applyFilters')}
      </button>
    </Form>
  );
}

function OrderPage({ period, status, page }: OrderListProps) {
  const t = useTranslations('Orders');
  const locale = useLocale() as Locale;
  const signedIn = Boolean(useProfile().data);
  const history = usePurchaseHistory({ page, pageSize: PAGE_SIZE, period, status }, signedIn);

  if (history.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (history.isError) {
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="self-start underline"
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const { orders, total } = history.data;
  const filtered = period !== 'all' || status !== undefined;
  return (
    <>
      <p role="status" className="text-sm text-muted">
        {t('count', { count: total })}
      </p>
      {orders.length === 0 ? (
        <p>{filtered ? t('noneMatching') : t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} heading="h2" />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(total / PAGE_SIZE)}
        label={t('pages')}
        hrefFor={(to) => ordersPath(locale, { page: to, period, status })}
      />
    </>
  );
}
