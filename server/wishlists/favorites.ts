import { and, asc, count, eq } from 'drizzle-orm';
import {
  MAX_FAVORITE_ITEMS,
  type AddFavoriteRequest,
  type FavoriteItem,
  type Favorites,
} from '@/lib/contracts/wishlists';
import type { Locale } from '@/lib/i18n/locales';
import type { ShopperSubject } from '../auth/subject';
import { ensureWishlistId, findWishlistId } from '../auth/wishlist-merge';
import type { Database } from '../db/client';
import { variants, wishlistItems, wishlists } from '../db/schema';
import { ApiError } from '../http/api-error';
import { requireProduct } from '../catalog/require-product';
import { loadFavoriteFacts } from './favorite-facts';

type Owner = Pick<ShopperSubject, 'type' | 'id'>;

/** The items of a favorites list with today's catalogue facts, oldest first. */
export async function loadFavoriteItems(
  db: Database,
  listId: string,
  locale: Locale,
  now: Date,
): Promise<FavoriteItem[]> {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, listId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  const facts = await loadFavoriteFacts(
    db,
    rows.map((row) => row.productId),
    locale,
    now,
  );
  return rows.flatMap((row) => {
    const product = facts.get(row.productId);
    if (!product) return [];
    const chosen = product.sizesFor(row.variantId);
    return [{ ...product.item, itemId: row.id, variantId: row.variantId, ...chosen }];
  });
}

/** The owner's favorites (spec 000 section 3); an empty list before the first product. */
export async function loadFavorites(
  db: Database,
  owner: Owner,
  locale: Locale,
  now: Date,
): Promise<Favorites> {
  const favoriteId = await findWishlistId(db, 'favorites', owner.type, owner.id);
  if (!favoriteId) return { favoriteId: null, items: [], total: 0 };
  const items = await loadFavoriteItems(db, favoriteId, locale, now);
  return { favoriteId, items, total: items.length };
}

/** PLP400 unless the variant is one of the product's sizes. */
async function requireVariantOf(db: Database, productId: string, variantId: string) {
  const [variant] = await db
    .select({ id: variants.id })
    .from(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)))
    .limit(1);
  if (!variant) {
    throw new ApiError('PLP400', 'This size does not exist.', { field: 'variantId' });
  }
}

/**
 * Keeps a product in the owner's favorites (made on the first one). A product already there is
 * not doubled: adding it again only records the size chosen. The list is locked while it is
 * counted, so two adds at once cannot pass the cap or double a product.
 */
export async function addFavorite(
  db: Database,
  owner: Owner,
  request: AddFavoriteRequest,
  now: Date,
): Promise<void> {
  await requireProduct(db, request.productId);
  if (request.variantId) await requireVariantOf(db, request.productId, request.variantId);
  const listId = await ensureWishlistId(db, 'favorites', owner.type, owner.id, now);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: wishlists.id })
      .from(wishlists)
      .where(eq(wishlists.id, listId))
      .for('update');
    const [same] = await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(
        and(eq(wishlistItems.wishlistId, listId), eq(wishlistItems.productId, request.productId)),
      )
      .limit(1);
    if (same) {
      if (request.variantId) {
        await tx
          .update(wishlistItems)
          .set({ variantId: request.variantId })
          .where(eq(wishlistItems.id, same.id));
      }
      return;
    }
    const [kept] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, listId));
    if ((kept?.n ?? 0) >= MAX_FAVORITE_ITEMS) throw new ApiError('WSH409');
    await tx.insert(wishlistItems).values({
      wishlistId: listId,
      productId: request.productId,
      variantId: request.variantId ?? null,
      addedAt: now,
    });
  });
}

/**
 * The owner's favorites list named by `favoriteId`; WSH404 for an unknown id and for anyone
 * else's list alike.
 */
export async function requireOwnFavorites(
  db: Database,
  owner: Owner,
  favoriteId: string,
): Promise<string> {
  const [list] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.id, favoriteId),
        eq(wishlists.kind, 'favorites'),
        eq(wishlists.ownerType, owner.type),
        eq(wishlists.ownerId, owner.id),
      ),
    )
    .limit(1);
  if (!list) throw new ApiError('WSH404');
  return list.id;
}

/** Removes an item of the owner's list; WSH404 when the list or the item is not theirs. */
export async function removeFavorite(
  db: Database,
  owner: Owner,
  favoriteId: string,
  itemId: string,
): Promise<void> {
  const listId = await requireOwnFavorites(db, owner, favoriteId);
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, listId)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw new ApiError('WSH404');
}
