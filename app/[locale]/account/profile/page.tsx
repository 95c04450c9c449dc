import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { FixedCanvasText } from '../../_components/fixed-canvas-text';
import { ProfileView } from './_components/profile-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's profile: rendered per request and read in the browser with the session cookies.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'AccountProfile', key: 'title' });
}

/** /{locale}/account/profile: the shopper's details and the spend banner that applies. */
export default async function AccountProfilePage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <>
      <FixedCanvasText locale={locale} page="account-profile" placement="top" />
      <ProfileView />
      <FixedCanvasText locale={locale} page="account-profile" placement="bottom" />
    </>
  );
}
