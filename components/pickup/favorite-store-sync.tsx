'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { FAVORITE_STORE_STORAGE_KEY, useFavoriteStore } from '@/stores/favorite-store';
import { followingElsewhere } from './following-elsewhere';

// Only a signed-in shopper's store is kept on the account: guests never load that code.
const AccountFavoriteStoreSync = dynamic(
  () => import('./account-favorite-store-sync').then((m) => m.AccountFavoriteStoreSync),
  { ssr: false },
);

/**
 * Keeps the favourite store one across tabs and devices: reads it from storage after
 * hydration, follows another tab's choice (storage event) and, for a signed-in shopper, the
 * account (account-favorite-store-sync.tsx). A store that changed without this page choosing
 * it is announced in the store-changed dialog.
 */
export function FavoriteStoreSync() {
  const openDialog = useDialogStore((state) => state.openDialog);
  const profile = useProfile();

  useEffect(() => {
    const followElsewhere = (change: () => void) => {
      const before = useFavoriteStore.getState().store?.id;
      followingElsewhere(change);
      const after = useFavoriteStore.getState().store;
      if (before && after && after.id !== before) {
        openDialog('storeChanged', { storeName: after.name });
      }
    };
    followElsewhere(() => void useFavoriteStore.persist.rehydrate());
    const onStorage = (event: StorageEvent) => {
      if (event.key === FAVORITE_STORE_STORAGE_KEY) {
        followElsewhere(() => void useFavoriteStore.persist.rehydrate());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [openDialog]);

  return profile.data ? <AccountFavoriteStoreSync /> : null;
}
