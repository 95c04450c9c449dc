'use client';

import { useEffect, useRef } from 'react';
import { useUpdateProfile } from '@/services/use-update-profile';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import {
  FAVORITE_STORE_STORAGE_KEY,
  useFavoriteStore,
  type FavoriteStore,
} from '@/stores/favorite-store';

/**
 * Keeps the favourite store one across tabs and devices: reads it from storage after
 * hydration, follows another tab's choice (storage event), adopts the account's store when a
 * shopper signs in, and keeps a signed-in shopper's own choice on the account. A store that
 * changed without this page choosing it is announced in the store-changed dialog.
 */
export function FavoriteStoreSync() {
  const openDialog = useDialogStore((state) => state.openDialog);
  const profile = useProfile();
  const { mutate: updateProfile } = useUpdateProfile();
  // Set while the store changes from elsewhere, so that change is not sent back to the account.
  const following = useRef(false);

  useEffect(() => {
    const followElsewhere = (change: () => void) => {
      const before = useFavoriteStore.getState().store?.id;
      following.current = true;
      change();
      following.current = false;
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

  const account = profile.data?.favoriteStore;
  const signedIn = Boolean(profile.data);
  const accountId = account?.id ?? null;

  // At sign-in (or on a device that knew another store) the account's store wins.
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!account || adopted.current === account.id) return;
    adopted.current = account.id;
    const local = useFavoriteStore.getState().store;
    if (local?.id === account.id) return;
    following.current = true;
    useFavoriteStore.getState().choose(account);
    following.current = false;
    openDialog('storeChanged', { storeName: account.name });
  }, [account, openDialog]);

  useEffect(() => {
    if (!signedIn) return;
    const keepOnAccount = (store: FavoriteStore | null) => {
      if (!following.current && store && store.id !== accountId) {
        updateProfile({ favoriteStoreId: store.id });
      }
    };
    // A store chosen as a guest becomes the account's when the account has none.
    if (accountId === null) keepOnAccount(useFavoriteStore.getState().store);
    return useFavoriteStore.subscribe((state, previous) => {
      if (state.store?.id !== previous.store?.id) keepOnAccount(state.store);
    });
  }, [signedIn, accountId, updateProfile]);

  return null;
}
