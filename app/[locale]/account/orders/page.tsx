import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { orderStatuses, type OrderStatus } from '@/lib/contracts/checkout';
import { purchasePeriods, type PurchasePeriod } from '@/lib/contracts/orders';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../../_server/private-page';
import { OrderList } from './_components/order-list';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Orders', key: 'title' });
}

const isPeriod = (value: string | undefined): value is PurchasePeriod =>
  (purchasePeriods as readonly (string | undefined)[]).includes(value);
const isStatus = (value: string | undefined): value is OrderStatus =>
  (orderStatuses as readonly (string | undefined)[]).includes(value);

/** /account/orders?period=&status=&page=: the signed-in shopper's orders, read in the browser. */
export default async function OrdersPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const period = queryValue(query.period);
  const status = queryValue(query.status);
  const page = Number(queryValue(query.page) ?? 1);
  return (
    <OrderList
      period={isPeriod(period) ? period : 'all'}
      status={isStatus(status) ? status : undefined}
      page={Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1}
    />
  );
}
