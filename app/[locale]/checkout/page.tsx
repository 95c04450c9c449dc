import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata, type SearchParams } from '../../_server/private-page';
import { PAYPAL_EXPRESS_QUERY } from '@/lib/checkout/paypal-express-machine';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { CheckoutView } from './_components/checkout-view';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
};

// One shopper's checkout: rendered per request, never cached, never indexed.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Checkout' });
}

export default async function CheckoutPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  // Quick shop's PayPal button lands here to open PayPal's approval straight away.
  const payPalRequested = (await searchParams)[PAYPAL_EXPRESS_QUERY] === '1';
  return (
    <ClientMessages route="checkout">
      <FixedCanvasText locale={locale} page="checkout" placement="top" />
      <CheckoutView expressEnabled payPalRequested={payPalRequested} />
      <FixedCanvasText locale={locale} page="checkout" placement="bottom" />
    </ClientMessages>
  );
}
