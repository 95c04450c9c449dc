import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';
import { PaymentReturn } from './_components/payment-return';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One shopper's payment: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'PaymentReturn' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
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
    <PaymentReturn
      orderNumber={single(query.orderNumber)}
      st={single(query.st)}
      redirectResult={single(query.redirectResult)}
    />
  );
}
