'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AddFavoriteRequest, Favorites } from '@/lib/contracts/wishlists';
import { useAuthStore } from '@/stores/auth-store';
import { useCommerce } from './commerce-context';
import { useFavoritesOffered } from './favorites-offered';
import { createWishlistsClient } from './wishlists';

/** The favorites client, built by what uses it (hearts, the favorites page), not every page. */
export function useWishlistsClient() {
  const { request } = useCommerce();
  return useMemo(() => createWishlistsClient(request), [request]);
}

type Session = { consumerId: string | null; favorites: string | null };

/**
 * One cache entry per session and list: signing in or out, or a guest's first heart, reads
 * the list of whoever the session now is instead of showing the previous one's.
 */
const favoritesKey = ({ consumerId, favorites }: Session) =>
  ['favorites', consumerId ?? 'guest', favorites] as const;

function useSession(): Session & { known: boolean; guest: boolean } {
  const status = useAuthStore((state) => state.status);
  const consumerId = useAuthStore((state) => state.consumerId);
  const favorites = useAuthStore((state) => state.favorites);
  return { known: status !== 'unknown', guest: status === 'guest', consumerId, favorites };
}

const noFavorites: Favorites = { favoriteId: null, items: [], total: 0 };

/** The shopper's favorites, shared by every heart on the page and the favorites page. */
export function useFavorites() {
  const client = useWishlistsClient();
  const offered = useFavoritesOffered();
  const session = useSession();
  return useQuery({
    queryKey: favoritesKey(session),
    // A guest's list id comes with their session; without one there is nothing to read, and
    // the guest token may still be on its way, so nothing is asked.
    queryFn: () => (session.guest && session.favorites === null ? noFavorites : client.favorites()),
    enabled: offered && session.known,
    staleTime: 30_000,
    retry: false,
  });
}

/** Stores a reply under the session's key; a guest's first list is remembered for sign-in. */
function useKeepFavorites() {
  const queryClient = useQueryClient();
  return (list: Favorites) => {
    const { consumerId, favorites, favoritesListed } = useAuthStore.getState();
    queryClient.setQueryData(favoritesKey({ consumerId, favorites: list.favoriteId }), list);
    if (list.favoriteId && list.favoriteId !== favorites) favoritesListed(list.favoriteId);
  };
}

export function useAddFavorite() {
  const client = useWishlistsClient();
  const keep = useKeepFavorites();
  return useMutation({
    mutationFn: (body: AddFavoriteRequest) => client.addFavorite(body),
    onSuccess: keep,
  });
}

export function useRemoveFavorite() {
  const client = useWishlistsClient();
  const keep = useKeepFavorites();
  return useMutation({
    mutationFn: ({ favoriteId, itemId }: { favoriteId: string; itemId: string }) =>
      client.removeFavorite(favoriteId, itemId),
    onSuccess: keep,
  });
}
