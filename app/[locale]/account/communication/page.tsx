import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { CommunicationPreferences } from './_components/communication-preferences';

type Props = { params: Promise<{ locale: string }> };

// One shopper's choices, read in the browser with the session cookies.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Communication' });
}

/** Newsletter by email and text, interests, preferred shoe size and notification topics. */
export default async function CommunicationPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <CommunicationPreferences />;
}
