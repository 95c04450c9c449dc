import type { z } from 'zod';
import type { guestObjectsSchema } from '@/lib/contracts/auth';
import type { Database } from '../db/client';
import { mergeGuestBasket } from './basket-merge';
import { mergeGuestWishlist } from './wishlist-merge';

export type GuestObjects = z.infer<typeof guestObjectsSchema>;

/**
 * On sign-in, carries the guest's basket, favorites and saved-for-later over to the consumer.
 * Only objects owned by `guestId`, the guest session making the request, are touched; ids of
 * anyone else's objects are ignored.
 */
export async function mergeGuestObjects(
  db: Database,
  guestId: string,
  objects: GuestObjects,
  consumerId: string,
  now: Date,
): Promise<void> {
  if (objects.basketId) await mergeGuestBasket(db, guestId, objects.basketId, consumerId, now);
  if (objects.favoriteId) {
    await mergeGuestWishlist(db, 'favorites', guestId, objects.favoriteId, consumerId, now);
  }
  if (objects.saveForLaterId) {
    await mergeGuestWishlist(db, 'saveForLater', guestId, objects.saveForLaterId, consumerId, now);
  }
}
