import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../../_server/private-page';
import { PaymentReturn } from './_components/payment-return';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

// One shopper's payment: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'PaymentReturn' },
    { robots: { index: false, follow: false } },
  );
}

/**
 * /checkout/return?orderNumber=&st=&redirectResult=: where a payment provider's page (Klarna,
 * the simulator's provider page, an issuer) sends the shopper back; the order is finished here.
 */
export default async function PaymentReturnPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <ClientMessages route="checkoutReturn">
      <PaymentReturn
        orderNumber={queryValue(query.orderNumber)}
        st={queryValue(query.st)}
        redirectResult={queryValue(query.redirectResult)}
      />
    </ClientMessages>
  );
}
