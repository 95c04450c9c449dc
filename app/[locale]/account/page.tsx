import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { FixedCanvasText } from '../_components/fixed-canvas-text';
import { AccountView } from './_components/account-view';

type Props = { params: Promise<{ locale: string }> };

// The page is one shopper's: rendered per request and never stored in the route cache. The
// shopper's data itself is read in the browser, with the session cookies.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Account' });
}

export default async function AccountPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <FixedCanvasText locale={locale} page="account" placement="top" />
      <AccountView />
      <FixedCanvasText locale={locale} page="account" placement="bottom" />
    </>
  );
}
