import type { AddFavoriteRequest } from '@/lib/contracts/wishlists';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contracts, loaded with the first call rather than with the page: the
// heart on every product card builds this client, so zod stays out of listings' first load.
const wishlistContracts = () => import('@/lib/contracts/wishlists');
const favoritesSchema = lazySchema(wishlistContracts, 'favoritesSchema');
const favoriteShareSchema = lazySchema(wishlistContracts, 'favoriteShareSchema');

const favorites = '/wishlists/v2/favorites';
const sharePath = (favoriteId: string) => `${favorites}/${encodeURIComponent(favoriteId)}/share`;

/** The favorites calls of spec 001 section 7 (docs/favorites.md). */
export function createWishlistsClient(request: Transport) {
  return {
    favorites: () => request({ path: favorites, schema: favoritesSchema }),
    addFavorite: (body: AddFavoriteRequest) =>
      request({ method: 'POST', path: favorites, body, schema: favoritesSchema }),
    removeFavorite: (favoriteId: string, itemId: string) =>
      request({
        method: 'DELETE',
        path: `${favorites}/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(itemId)}`,
        schema: favoritesSchema,
      }),
    share: (favoriteId: string) =>
      request({ path: sharePath(favoriteId), schema: favoriteShareSchema }),
    createShare: (favoriteId: string) =>
      request({ method: 'POST', path: sharePath(favoriteId), schema: favoriteShareSchema }),
    revokeShare: (favoriteId: string) =>
      request({ method: 'DELETE', path: sharePath(favoriteId), schema: favoriteShareSchema }),
  };
}

export type WishlistsClient = ReturnType<typeof createWishlistsClient>;

const sharedFavoritesSchema = lazySchema(wishlistContracts, 'sharedFavoritesSchema');

/**
 * The shared list behind a link, read by the server for the shared page; the token is the only
 * key. `headers` carries the visitor's address, which the API limits lookups by.
 */
export function readSharedFavorites(
  request: Transport,
  token: string,
  headers?: Record<string, string>,
) {
  return request({
    path: `/wishlists/v2/shared/${encodeURIComponent(token)}`,
    schema: sharedFavoritesSchema,
    ...(headers ? { headers } : {}),
  });
}
