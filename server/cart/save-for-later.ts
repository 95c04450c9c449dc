import { and, asc, eq } from 'drizzle-orm';
import type { SavedItem } from '@/lib/contracts/cart';
import { toMajor } from '@/lib/format/money';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { productPath } from '@/lib/routes';
import type { Database } from '../db/client';
import { basketItems, type BasketRow, wishlistItems, wishlists } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ShopperSubject } from '../auth/subject';
import { ensureWishlistId, findWishlistId } from '../auth/wishlist-merge';
import { requireShopperLine } from './items';
import { isAlwaysAvailable } from './line-facts';
import { basketLocale, loadVariantFacts, loadVariantFactsByIds } from './line-store';

export type SavedRow = typeof wishlistItems.$inferSelect;

/** Saved for later is off for connected employees. */
export function requireSaveForLaterAllowed(subject: ShopperSubject): void {
  if (subject.consumerType === 'EMPLOYEE') {
    throw new ApiError('API405', 'Saved for later is not available for employee accounts.');
  }
}

/** Puts units of a variant on the owner's list, adding to a saved line of the same variant. */
export async function addToSaveForLater(
  db: Database,
  owner: Pick<ShopperSubject, 'type' | 'id'>,
  item: { productId: string; variantId: string; qty: number },
  now: Date,
): Promise<void> {
  const listId = await ensureWishlistId(db, 'saveForLater', owner.type, owner.id, now);
  const [same] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, listId), eq(wishlistItems.variantId, item.variantId)))
    .limit(1);
  if (same) {
    await db
      .update(wishlistItems)
      .set({ qty: same.qty + item.qty })
      .where(eq(wishlistItems.id, same.id));
    return;
  }
  await db.insert(wishlistItems).values({ wishlistId: listId, ...item, addedAt: now });
}

/** Moves a cart line to the saved-for-later list (POST /cart/v2/cart/{basketId}/saveForLater). */
export async function saveLineForLater(
  db: Database,
  basket: BasketRow,
  itemId: string,
  subject: ShopperSubject,
  now: Date,
): Promise<void> {
  requireSaveForLaterAllowed(subject);
  const line = await requireShopperLine(db, basket, itemId);
  const variant = await loadVariantFacts(db, { productId: line.variantId }, basket, now);
  await addToSaveForLater(
    db,
    subject,
    { productId: variant?.productId ?? line.variantId, variantId: line.variantId, qty: line.qty },
    now,
  );
  await db.delete(basketItems).where(eq(basketItems.id, line.id));
}

/** A saved line of the subject's own list; ORD404 for anything else. */
export async function requireSavedItem(
  db: Database,
  subject: ShopperSubject,
  saveForLaterId: string,
  itemId: string,
): Promise<SavedRow> {
  const [row] = await db
    .select({ item: wishlistItems })
    .from(wishlistItems)
    .innerJoin(wishlists, eq(wishlists.id, wishlistItems.wishlistId))
    .where(
      and(
        eq(wishlistItems.id, itemId),
        eq(wishlists.id, saveForLaterId),
        eq(wishlists.kind, 'saveForLater'),
        eq(wishlists.ownerType, subject.type),
        eq(wishlists.ownerId, subject.id),
      ),
    )
    .limit(1);
  if (!row) throw new ApiError('ORD404', 'This saved item was not found.', { field: 'itemId' });
  return row.item;
}

export async function removeSavedItem(db: Database, itemId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.id, itemId));
}

/** Changes a saved line's quantity or size (PUT /cart/v2/saveForLater). */
export async function updateSavedItem(
  db: Database,
  item: SavedRow,
  change: { variantId?: string; qty?: number },
  basket: Pick<BasketRow, 'currency' | 'locale'>,
  now: Date,
): Promise<void> {
  let variantId = item.variantId;
  if (change.variantId && change.variantId !== item.variantId) {
    const variant = await loadVariantFacts(db, { productId: change.variantId }, basket, now);
    if (!variant || variant.productId !== item.productId) {
      throw new ApiError('PLP400', 'This size or colour does not exist.', { field: 'productId' });
    }
    variantId = variant.variantId;
  }
  await db
    .update(wishlistItems)
    .set({ variantId, qty: change.qty ?? item.qty })
    .where(eq(wishlistItems.id, item.id));
}

/**
 * The list as the storefront the shopper is on prices it; an empty one when there is none
 * (the cart's saved-for-later calls and GET /wishlists/v2/saveForLater answer alike).
 */
export async function readSaveForLater(
  db: Database,
  subject: ShopperSubject,
  locale: Locale,
  now: Date,
): Promise<{ saveForLaterId: string; items: SavedItem[] }> {
  const list = await loadSaveForLater(
    db,
    subject,
    { currency: settingsFor(locale).currency, locale },
    now,
  );
  return list ?? { saveForLaterId: '', items: [] };
}

/** The subject's saved-for-later list as the cart shows it, priced in the basket's currency. */
export async function loadSaveForLater(
  db: Database,
  subject: ShopperSubject,
  basket: Pick<BasketRow, 'currency' | 'locale'>,
  now: Date,
): Promise<{ saveForLaterId: string; items: SavedItem[] } | null> {
  if (subject.consumerType === 'EMPLOYEE') return null;
  const listId = await findWishlistId(db, 'saveForLater', subject.type, subject.id);
  if (!listId) return null;
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, listId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id));
  const locale = basketLocale(basket);
  const variantIds = rows.flatMap((row) => (row.variantId ? [row.variantId] : []));
  const variantsById = await loadVariantFactsByIds(db, variantIds, basket, now);
  const items: SavedItem[] = [];
  for (const row of rows) {
    const variant = row.variantId ? variantsById.get(row.variantId) : undefined;
    if (!variant) continue;
    const inStock = isAlwaysAvailable(variant) || variant.onlineStock > 0;
    items.push({
      itemId: row.id,
      productId: variant.variantId,
      masterId: variant.productId,
      qty: row.qty,
      name: variant.name,
      color: { code: variant.colorCode, label: variant.colorLabel },
      size: variant.size,
      pageUrl: productPath(locale, variant.slug, variant.productId),
      productImageURL: variant.image,
      price: variant.price
        ? {
            current: toMajor(variant.price.currentMinor),
            original: toMajor(variant.price.originalMinor),
          }
        : null,
      available: variant.isSellable && variant.price !== null && inStock,
    });
  }
  return { saveForLaterId: listId, items };
}
