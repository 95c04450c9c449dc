import { and, asc, eq, sql } from 'drizzle-orm';
import { MAX_FAVORITE_ITEMS } from '@/lib/contracts/wishlists';
import type { Database } from '../db/client';
import { reusableQuery } from '../db/reusable-query';
import { wishlistItems, wishlists } from '../db/schema';

export type WishlistKind = (typeof wishlists.$inferSelect)['kind'];

const selectWishlistId = reusableQuery((db) =>
  db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.kind, sql.placeholder('kind')),
        eq(wishlists.ownerType, sql.placeholder('ownerType')),
        eq(wishlists.ownerId, sql.placeholder('ownerId')),
      ),
    )
    .orderBy(asc(wishlists.createdAt))
    .limit(1),
);

export async function findWishlistId(
  db: Database,
  kind: WishlistKind,
  ownerType: 'guest' | 'consumer',
  ownerId: string,
): Promise<string | null> {
  const [list] = await selectWishlistId(db, { kind, ownerType, ownerId });
  return list?.id ?? null;
}

/** The owner's list of this kind, made when there is none. */
export async function ensureWishlistId(
  db: Database,
  kind: WishlistKind,
  ownerType: 'guest' | 'consumer',
  ownerId: string,
  now: Date,
): Promise<string> {
  const existing = await findWishlistId(db, kind, ownerType, ownerId);
  if (existing) return existing;
  const [created] = await db
    .insert(wishlists)
    .values({ kind, ownerType, ownerId, createdAt: now })
    .returning({ id: wishlists.id });
  return created!.id;
}

/** Favorites keep a product once, whatever its size; saved for later keeps each variant once. */
const itemKeyOf =
  (kind: WishlistKind) => (item: { productId: string; variantId: string | null }) =>
    kind === 'favorites' ? item.productId : `${item.productId}|${item.variantId ?? ''}`;

/**
 * Moves a guest's favorites or saved-for-later items into the consumer's list of the same kind
 * (made when there is none), skipping products already there and favorites past the list's
 * cap, then drops the guest's list. A list the guest does not own is ignored.
 */
export async function mergeGuestWishlist(
  db: Database,
  kind: WishlistKind,
  guestId: string,
  guestListId: string,
  consumerId: string,
  now: Date,
): Promise<void> {
  const [guestList] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(
      and(
        eq(wishlists.id, guestListId),
        eq(wishlists.kind, kind),
        eq(wishlists.ownerType, 'guest'),
        eq(wishlists.ownerId, guestId),
      ),
    )
    .limit(1);
  if (!guestList) return;

  const targetId = await ensureWishlistId(db, kind, 'consumer', consumerId, now);
  const listItems = (wishlistId: string) =>
    db.select().from(wishlistItems).where(eq(wishlistItems.wishlistId, wishlistId));
  const itemKey = itemKeyOf(kind);
  const present = new Set((await listItems(targetId)).map(itemKey));
  for (const item of await listItems(guestList.id)) {
    if (present.has(itemKey(item))) continue;
    if (kind === 'favorites' && present.size >= MAX_FAVORITE_ITEMS) break;
    present.add(itemKey(item));
    await db
      .update(wishlistItems)
      .set({ wishlistId: targetId })
      .where(eq(wishlistItems.id, item.id));
  }
  // Items left behind were duplicates or past the cap; they go with the list.
  await db.delete(wishlists).where(eq(wishlists.id, guestList.id));
}
