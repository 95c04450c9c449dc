import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { LoyaltyAccountView } from './_components/loyalty-account-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's points: rendered per request and read in the browser with the session cookies.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'AccountLoyalty', key: 'title' });
}

/** /{locale}/account/loyalty: the member's points, vouchers, history and welcome offer. */
export default async function AccountLoyaltyPage({ params }: Props) {
  setRequestLocale(requireLocale((await params).locale));
  return <LoyaltyAccountView />;
}
