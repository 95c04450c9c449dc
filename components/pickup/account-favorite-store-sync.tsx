'use client';

import { useEffect, useRef } from 'react';
import { useUpdateProfile } from '@/services/use-update-profile';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore, type FavoriteStore } from '@/stores/favorite-store';
import { followingElsewhere, isFollowingElsewhere } from './following-elsewhere';

/**
 * The signed-in shopper's favourite store and the account's kept as one: the account's store
 * is adopted at sign-in (announced in the store-changed dialog), and the shopper's own choice
 * is saved to the account.
 */
export function AccountFavoriteStoreSync() {
  const openDialog = useDialogStore((state) => state.openDialog);
  const profile = useProfile();
  const { mutate: updateProfile } = useUpdateProfile();
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
    followingElsewhere(() => useFavoriteStore.getState().choose(account));
    openDialog('storeChanged', { storeName: account.name });
  }, [account, openDialog]);

  useEffect(() => {
    if (!signedIn) return;
    // The shopper's own choice goes to the account; a store this browser learnt elsewhere (its
    // storage, another tab) only when the account has none.
    const keepOnAccount = (store: FavoriteStore | null) => {
      if (!store || store.id === accountId) return;
      if (!isFollowingElsewhere() || accountId === null) {
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
