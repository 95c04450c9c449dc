import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata } from '../../_server/private-page';
import { FavoritesView } from './_components/favorites-view';

type Props = { params: Promise<{ locale: string }> };

// One shopper's list: rendered per request, never stored in the route cache. The list itself
// belongs to the visitor's session and is read in the browser.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'Favorites' });
}

export default async function FavoritesPage({ params }: Props) {
  setRequestLocale(requireLocale((await params).locale));
  return (
    <div className="mx-auto w-full max-w-4xl">
      <FavoritesView />
    </div>
  );
}
