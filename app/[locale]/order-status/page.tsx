import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../_server/private-page';
import { OrderLookup } from './_components/order-lookup';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'OrderStatus' });
}

/** /order-status?orderNumber=: anyone finds an order by its number and the email on it. */
export default async function OrderStatusPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('OrderStatus');
  const orderNumber = queryValue((await searchParams).orderNumber)?.slice(0, 32) ?? '';
  return (
    <ClientMessages route="orderStatus">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
        <header className="flex flex-col gap-2">
          <h1 className="type-title">{t('title')}</h1>
          <p>{t('intro')}</p>
        </header>
        <OrderLookup orderNumber={orderNumber} />
      </div>
    </ClientMessages>
  );
}
