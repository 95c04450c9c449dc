'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/form/api-error-alert';
import { useFavoritesOffered } from '@/services/favorites-offered';
import { useFavorites } from '@/services/use-favorites';
import { FavoriteRow } from './favorite-row';
import { SharePanel } from './share-panel';

/** /{locale}/favorites: the shopper's favorites (a guest's too), read in the browser. */
export function FavoritesView() {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  const offered = useFavoritesOffered();
  const favorites = useFavorites();
  const heading = <h1 className="type-title">{t('title')}</h1>;

  if (!offered) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <p>{t('unavailable')}</p>
      </section>
    );
  }
  if (favorites.isError) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <ApiErrorAlert error={favorites.error}>
          <button type="button" onClick={() => favorites.refetch()} className="mt-2 underline">
            {t('retry')}
          </button>
        </ApiErrorAlert>
      </section>
    );
  }
  if (!favorites.data) {
    return (
      <section className="flex flex-col gap-4">
        {heading}
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      </section>
    );
  }

  const { favoriteId, items, total } = favorites.data;
  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        {heading}
        <p className="text-sm text-muted">{t('count', { count: total })}</p>
      </div>
      {items.length === 0 || !favoriteId ? (
        <div className="flex flex-col items-start gap-3">
          <p className="font-semibold">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <Link
            href={`/${locale}`}
            className="rounded-full bg-ink px-6 py-3 font-semibold text-white"
          >
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="flex flex-col">
            {items.map((item) => (
              <FavoriteRow key={item.itemId} item={item} favoriteId={favoriteId} />
            ))}
          </ul>
          <SharePanel favoriteId={favoriteId} />
        </>
      )}
    </section>
  );
}
