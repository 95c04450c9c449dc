import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { CheckoutView } from './_components/checkout-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's checkout: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Checkout' });
  return { title: t('title'), robots: { index: false } };
}

export default async function CheckoutPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <CheckoutView expressEnabled />;
}
