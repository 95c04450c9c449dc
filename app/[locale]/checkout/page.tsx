import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { PAYPAL_EXPRESS_QUERY } from '@/components/checkout/express/quick-shop-paypal';
import { CheckoutView } from './_components/checkout-view';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One shopper's checkout: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  // Quick shop's PayPal button lands here to open PayPal's approval straight away.
  const payPalRequested = (await searchParams)[PAYPAL_EXPRESS_QUERY] === '1';
  return <CheckoutView expressEnabled payPalRequested={payPalRequested} />;
}
