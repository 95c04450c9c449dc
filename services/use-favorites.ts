'use client';

import {
  QueryObserver,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import type { AddFavoriteRequest, Favorites } from '@/lib/contracts/wishlists';
import { useAuthStore, type AuthState } from '@/stores/auth-store';
import { useCommerce } from './commerce-context';
import { useFavoritesOffered } from './favorites-offered';
import { createWishlistsClient, type WishlistsClient } from './wishlists';

/** The favorites client, built by what uses it (hearts, the favorites page), not every page. */
export function useWishlistsClient() {
  const { request } = useCommerce();
  return useMemo(() => createWishlistsClient(request), [request]);
}

type Session = { consumerId: string | null; favorites: string | null; guest: boolean };

const FAVORITES = 'favorites';

/**
 * One cache entry per session and list: signing in or out, or a guest's first heart, reads
 * the list of whoever the session now is instead of showing the previous one's.
 */
const favoritesKey = ({ consumerId, favorites }: Pick<Session, 'consumerId' | 'favorites'>) =>
  [FAVORITES, consumerId ?? 'guest', favorites] as const;
type FavoritesKey = ReturnType<typeof favoritesKey>;

/** The session's favorites, or null until the session is known. */
function sessionOf(state: AuthState): Session | null {
  if (state.status === 'unknown') return null;
  const { consumerId, favorites } = state;
  return { consumerId, favorites, guest: state.status === 'guest' };
}

const noFavorites: Favorites = { favoriteId: null, items: [], total: 0 };

function favoritesQuery(client: WishlistsClient, session: Session) {
  return {
    queryKey: favoritesKey(session),
    // A guest's list id comes with their session; without one there is nothing to read, and
    // the guest token may still be on its way, so nothing is asked.
    queryFn: () => (session.guest && session.favorites === null ? noFavorites : client.favorites()),
    staleTime: 30_000,
    retry: false,
  };
}

/** The shopper's favorites, as the favorites page lists them. */
export function useFavorites() {
  const client = useWishlistsClient();
  const offered = useFavoritesOffered();
  const status = useAuthStore((state) => state.status);
  const consumerId = useAuthStore((state) => state.consumerId);
  const favorites = useAuthStore((state) => state.favorites);
  return useQuery({
    ...favoritesQuery(client, { consumerId, favorites, guest: status === 'guest' }),
    enabled: offered && status !== 'unknown',
  });
}

/**
 * The products kept in the session's list, shared by every heart on the page: one observer
 * follows the list while any heart shows, and a heart hears of a change only when the set of
 * kept products moves. With an observer per heart, each heart heard every other heart's
 * observer arrive: a grid of 48 cards ran 48 × 48 checks in one task when the session became
 * known.
 */
interface KeptProducts {
  has: (productId: string) => boolean;
  subscribe: (changed: () => void) => () => void;
}

const keptProductsByClient = new WeakMap<QueryClient, KeptProducts>();

function keptProductsOf(queryClient: QueryClient, client: WishlistsClient): KeptProducts {
  const known = keptProductsByClient.get(queryClient);
  if (known) return known;
  let kept = new Set<string>();
  const listeners = new Set<() => void>();
  let stop = () => {};

  const recount = () => {
    const session = sessionOf(useAuthStore.getState());
    const list = session && queryClient.getQueryData<Favorites>(favoritesKey(session));
    const now = new Set(list?.items.map((entry) => entry.productId));
    if (now.size === kept.size && [...now].every((productId) => kept.has(productId))) return;
    kept = now;
    for (const changed of listeners) changed();
  };

  const start = () => {
    let observer: QueryObserver<Favorites, Error, Favorites, Favorites, FavoritesKey> | null = null;
    let stopObserving = () => {};
    const follow = () => {
      const session = sessionOf(useAuthStore.getState());
      if (session) {
        const options = favoritesQuery(client, session);
        if (observer) observer.setOptions(options);
        else {
          observer = new QueryObserver(queryClient, options);
          stopObserving = observer.subscribe(recount);
        }
      }
      recount();
    };
    follow();
    const stopFollowing = useAuthStore.subscribe(follow);
    stop = () => {
      stopFollowing();
      stopObserving();
    };
  };

  const shared: KeptProducts = {
    has: (productId) => kept.has(productId),
    subscribe: (changed) => {
      listeners.add(changed);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(changed);
        if (listeners.size === 0) stop();
      };
    },
  };
  keptProductsByClient.set(queryClient, shared);
  return shared;
}

const notFollowing = () => () => {};

/** Whether a product is in the shopper's favorites (false until the list is read). */
export function useIsFavorite(productId: string): boolean {
  const client = useWishlistsClient();
  const queryClient = useQueryClient();
  const offered = useFavoritesOffered();
  const keptProducts = keptProductsOf(queryClient, client);
  return useSyncExternalStore(
    offered ? keptProducts.subscribe : notFollowing,
    () => offered && keptProducts.has(productId),
    () => false,
  );
}

const SESSION_WAIT_MS = 10_000;

/** The session once it is known: a heart pressed while the page is starting waits for it. */
function knownSession(): Promise<Session> {
  return new Promise((resolve, reject) => {
    const now = sessionOf(useAuthStore.getState());
    if (now) return resolve(now);
    const stop = useAuthStore.subscribe((state) => {
      const session = sessionOf(state);
      if (!session) return;
      clearTimeout(timer);
      stop();
      resolve(session);
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The session did not start.'));
    }, SESSION_WAIT_MS);
  });
}

/** The list when a heart is pressed, read first if the page has not read it yet. */
export function useReadFavorites() {
  const client = useWishlistsClient();
  const queryClient = useQueryClient();
  return async (): Promise<Favorites> =>
    queryClient.ensureQueryData(favoritesQuery(client, await knownSession()));
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
