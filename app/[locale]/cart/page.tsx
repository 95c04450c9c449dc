import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { CartView } from './_components/cart-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's bag: rendered per request, never stored in the route cache. The cart itself
// is read in the browser, where the basket id is kept.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Cart' });
}

export default async function CartPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <ClientMessages route="cart">
      <FixedCanvasText locale={locale} page="cart" placement="top" />
      <CartView />
      <FixedCanvasText locale={locale} page="cart" placement="bottom" />
    </ClientMessages>
  );
}
