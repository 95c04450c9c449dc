import { saveForLaterResponseSchema } from '@/lib/contracts/cart';
import {
  addFavoriteRequestSchema,
  favoriteShareSchema,
  favoritesSchema,
  sharedFavoritesSchema,
} from '@/lib/contracts/wishlists';
import { json, named, type Operation } from '../operation';

const tag = 'Wishlists';
const base = '/wishlists/v2';
const favorites = json(named('Favorites', favoritesSchema));
const share = named('FavoriteShare', favoriteShareSchema);
const refused = ['AUT404', 'WSH403', 'WSH405'] as const;

export const wishlistOperations: Operation[] = [
  {
    method: 'get',
    path: `${base}/favorites`,
    summary: "The shopper's favorites (a guest's too) with today's names, prices and sizes",
    tag,
    success: favorites,
    errors: refused,
  },
  {
    method: 'post',
    path: `${base}/favorites`,
    summary: 'Keep a product, optionally with a size; a product already kept is not doubled',
    tag,
    body: named('AddFavoriteRequest', addFavoriteRequestSchema),
    success: favorites,
    errors: [...refused, 'PLP400', 'WSH409'],
  },
  {
    method: 'delete',
    path: `${base}/favorites/{favoriteId}/items/{itemId}`,
    summary: 'Remove a product from the favorites',
    tag,
    success: favorites,
    errors: [...refused, 'WSH404'],
  },
  {
    method: 'get',
    path: `${base}/favorites/{favoriteId}/share`,
    summary: 'Whether the favorites have a live share link',
    tag,
    success: json(share),
    errors: [...refused, 'WSH404'],
  },
  {
    method: 'post',
    path: `${base}/favorites/{favoriteId}/share`,
    summary: 'A new share link, replacing the live one; its token is shown this once',
    tag,
    success: json(share, 201),
    errors: [...refused, 'WSH404'],
  },
  {
    method: 'delete',
    path: `${base}/favorites/{favoriteId}/share`,
    summary: 'Revoke the share link: its token never works again',
    tag,
    success: json(share),
    errors: [...refused, 'WSH404'],
  },
  {
    method: 'get',
    path: `${base}/shared/{token}`,
    summary: 'A shared favorites list, read-only and without its owner, for anyone with the link',
    tag,
    success: json(named('SharedFavorites', sharedFavoritesSchema)),
    errors: ['WSH403', 'WSH404', 'WSH429'],
  },
  {
    method: 'get',
    path: `${base}/saveForLater`,
    summary: 'The saved-for-later list the cart keeps',
    tag,
    success: json(named('SaveForLaterResponse', saveForLaterResponseSchema)),
    errors: ['AUT404', 'API405'],
  },
];
