import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FavoriteShare, SharedFavorites } from '@/lib/contracts/wishlists';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { wishlistShares } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createSecretToken, hashSecretToken } from '../security/secret-token';
import { loadFavoriteItems } from './favorites';

const notShared: FavoriteShare = { shared: false, createdAt: null };

/** Whether the list has a live link; the token itself is never kept, so it is not repeated. */
export async function readShare(db: Database, listId: string): Promise<FavoriteShare> {
  const [live] = await db
    .select({ createdAt: wishlistShares.createdAt })
    .from(wishlistShares)
    .where(and(eq(wishlistShares.wishlistId, listId), isNull(wishlistShares.revokedAt)))
    .orderBy(desc(wishlistShares.createdAt))
    .limit(1);
  return live ? { shared: true, createdAt: live.createdAt.toISOString() } : notShared;
}

/** Stamps every live link of the list revoked: their tokens never work again. */
export async function revokeShares(
  db: Database,
  listId: string,
  now: Date,
): Promise<FavoriteShare> {
  await db
    .update(wishlistShares)
    .set({ revokedAt: now })
    .where(and(eq(wishlistShares.wishlistId, listId), isNull(wishlistShares.revokedAt)));
  return notShared;
}

/**
 * A new link for the list, replacing any live one (one link per list, so "revoke" is one
 * click). Only the token's SHA-256 is stored; the reply is the one time the token is seen.
 */
export async function createShare(db: Database, listId: string, now: Date): Promise<FavoriteShare> {
  const token = createSecretToken();
  await db.transaction(async (tx) => {
    await revokeShares(tx, listId, now);
    await tx.insert(wishlistShares).values({
      wishlistId: listId,
      tokenHash: hashSecretToken(token),
      createdAt: now,
    });
  });
  return { shared: true, createdAt: now.toISOString(), token };
}

/**
 * The list behind a live link, read-only and without anything of its owner. Unknown and
 * revoked tokens answer alike (WSH404).
 */
export async function readSharedFavorites(
  db: Database,
  token: string,
  locale: Locale,
  now: Date,
): Promise<SharedFavorites> {
  const [share] = await db
    .select({ listId: wishlistShares.wishlistId })
    .from(wishlistShares)
    .where(
      and(eq(wishlistShares.tokenHash, hashSecretToken(token)), isNull(wishlistShares.revokedAt)),
    )
    .limit(1);
  if (!share) throw new ApiError('WSH404');
  const owned = await loadFavoriteItems(db, share.listId, locale, now);
  const items = owned.map(({ productId, name, url, image, currency, price, purchasable }) => ({
    productId,
    name,
    url,
    image,
    currency,
    price,
    purchasable,
  }));
  return { items, total: items.length };
}
