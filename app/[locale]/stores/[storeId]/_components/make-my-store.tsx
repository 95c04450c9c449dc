'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFavoriteStore, type FavoriteStore } from '@/stores/favorite-store';

/**
 * Makes this store the shopper's favourite (pickup and ship to store start from it); once it
 * is, says so instead of offering it.
 */
export function MakeMyStore({ store }: { store: FavoriteStore }) {
  const t = useTranslations('Stores');
  const favorite = useFavoriteStore((state) => state.store);
  const choose = useFavoriteStore((state) => state.choose);

  useEffect(() => {
    // Local storage is read after hydration so the server and first client render agree.
    void useFavoriteStore.persist.rehydrate();
  }, []);

  if (favorite?.id === store.id) {
    return (
      <p role="status" className="font-semibold">
        {t('yourStore')}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={() => choose(store)}
      className="self-start rounded-full bg-ink px-6 py-3 font-semibold text-white"
    >
      {t('makeMyStore')}
    </button>
  );
}
