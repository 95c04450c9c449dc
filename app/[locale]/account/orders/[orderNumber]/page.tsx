import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../../_server/locale';
import { privatePageMetadata } from '../../../../_server/private-page';
import { OrderDetail } from './_components/order-detail';

type Props = { params: Promise<{ locale: string; orderNumber: string }> };

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'OrderDetail', key: 'metaTitle' });
}

/** /account/orders/{orderNumber}: one of the shopper's orders, read in the browser. */
export default async function OrderDetailPage({ params }: Props) {
  const { locale, orderNumber } = await params;
  setRequestLocale(requireLocale(locale));
  return <OrderDetail orderNumber={decodeURIComponent(orderNumber)} />;
}
