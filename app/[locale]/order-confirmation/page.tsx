import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { OrderConfirmation } from './_components/order-confirmation';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'OrderConfirmation' });
  return { title: t('title'), robots: { index: false } };
}

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * /order-confirmation?orderNumber=&st=[&storeContext=] (spec 000 section 2, 002 section 2).
 * The order is read in the browser with the owner's session, or with `st` for a guest.
 */
export default async function OrderConfirmationPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const orderNumber = single(query.orderNumber);
  const t = await getTranslations('OrderConfirmation');
  if (!orderNumber) return <p className="py-12 text-center">{t('notFound')}</p>;
  return (
    <OrderConfirmation
      orderNumber={orderNumber}
      st={single(query.st)}
      storeContext={single(query.storeContext)}
    />
  );
}
