import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { PaymentMethodsView } from './_components/payment-methods-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's page: rendered per request; the saved methods are read in the browser.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'SavedPaymentMethods', key: 'title' });
}

/** /account/payment-methods: saved cards and gift cards, the ones checkout offers. */
export default async function PaymentMethodsPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <PaymentMethodsView />;
}
