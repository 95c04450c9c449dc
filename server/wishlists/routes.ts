import { Hono, type Context } from 'hono';
import {
  addFavoriteRequestSchema,
  favoriteItemParamsSchema,
  favoriteParamsSchema,
  sharedFavoritesParamsSchema,
} from '@/lib/contracts/wishlists';
import { requireShopper } from '../auth/session';
import { requireSaveForLaterAllowed, readSaveForLater } from '../cart/save-for-later';
import { getEnv } from '../config/env';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { requireFavoritesAllowed } from './favorites-access';
import { addFavorite, loadFavorites, removeFavorite, requireOwnFavorites } from './favorites';
import { createShare, readShare, readSharedFavorites, revokeShares } from './shares';
import type { WishlistDependencies } from './wishlist-dependencies';

const BASE = '/wishlists/v2';

/** The shopper a favorites call acts for, once the setting and their account allow it. */
function favoritesCall(c: Context<ApiEnv>, deps: WishlistDependencies) {
  const subject = requireShopper(c);
  requireFavoritesAllowed(subject);
  return { db: c.get('db'), subject, locale: c.get('request').locale, now: deps.clock.now() };
}

/** The wishlist service of spec 001 section 7: favorites, their share links, saved for later. */
export function wishlistRoutes(deps: WishlistDependencies) {
  const favoritesReply = ({ db, subject, locale, now }: ReturnType<typeof favoritesCall>) =>
    loadFavorites(db, subject, locale, now);

  return (
    new Hono<ApiEnv>()
      .get(`${BASE}/favorites`, async (c) => c.json(await favoritesReply(favoritesCall(c, deps))))
      .post(`${BASE}/favorites`, async (c) => {
        const call = favoritesCall(c, deps);
        const item = await readJsonBody(c, addFavoriteRequestSchema);
        await addFavorite(call.db, call.subject, item, call.now);
        return c.json(await favoritesReply(call));
      })
      .delete(`${BASE}/favorites/:favoriteId/items/:itemId`, async (c) => {
        const call = favoritesCall(c, deps);
        const { favoriteId, itemId } = readParams(c, favoriteItemParamsSchema);
        await removeFavorite(call.db, call.subject, favoriteId, itemId);
        return c.json(await favoritesReply(call));
      })
      .get(`${BASE}/favorites/:favoriteId/share`, async (c) => {
        const { db, subject } = favoritesCall(c, deps);
        const { favoriteId } = readParams(c, favoriteParamsSchema);
        return c.json(await readShare(db, await requireOwnFavorites(db, subject, favoriteId)));
      })
      .post(`${BASE}/favorites/:favoriteId/share`, async (c) => {
        const { db, subject, now } = favoritesCall(c, deps);
        const { favoriteId } = readParams(c, favoriteParamsSchema);
        const listId = await requireOwnFavorites(db, subject, favoriteId);
        return c.json(await createShare(db, listId, now), 201);
      })
      .delete(`${BASE}/favorites/:favoriteId/share`, async (c) => {
        const { db, subject, now } = favoritesCall(c, deps);
        const { favoriteId } = readParams(c, favoriteParamsSchema);
        return c.json(
          await revokeShares(db, await requireOwnFavorites(db, subject, favoriteId), now),
        );
      })
      // Anyone with the link, signed in or not; nothing of the owner is in the reply.
      .get(`${BASE}/shared/:token`, async (c) => {
        if (!getEnv().ALLOW_FAVORITES) throw new ApiError('WSH403');
        if (!(await deps.sharedListReads.take(c.get('clientAddress'))))
          throw new ApiError('WSH429');
        // A malformed token is as unknown as a wrong one.
        const params = sharedFavoritesParamsSchema.safeParse(c.req.param());
        if (!params.success) throw new ApiError('WSH404');
        const { locale } = c.get('request');
        return c.json(
          await readSharedFavorites(c.get('db'), params.data.token, locale, deps.clock.now()),
        );
      })
      .get(`${BASE}/saveForLater`, async (c) => {
        const subject = requireShopper(c);
        requireSaveForLaterAllowed(subject);
        const { locale } = c.get('request');
        return c.json(await readSaveForLater(c.get('db'), subject, locale, deps.clock.now()));
      })
  );
}
