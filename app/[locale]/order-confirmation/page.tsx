import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../_server/private-page';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { OrderConfirmation } from './_components/order-confirmation';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'OrderConfirmation' });
}

/**
 * /order-confirmation?orderNumber=&st=[&storeContext=] (spec 000 section 2, 002 section 2).
 * The order is read in the browser with the owner's session, or with `st` for a guest.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const orderNumber = queryValue(query.orderNumber);
  const t = await getTranslations('OrderConfirmation');
  if (!orderNumber) return <p className="py-12 text-center">{t('notFound')}</p>;
  return (
    <ClientMessages route="orderConfirmation">
      <FixedCanvasText locale={locale} page="order-confirmation" placement="top" />
      <OrderConfirmation
        orderNumber={orderNumber}
        st={queryValue(query.st)}
        storeContext={queryValue(query.storeContext)}
      />
      <FixedCanvasText locale={locale} page="order-confirmation" placement="bottom" />
    </ClientMessages>
  );
}
