// The cart contract's plain values and the reader of the bag summary, apart from its schemas
// (cart.ts) so the bag's first load carries no zod. A test holds the reader to its schema.
import type { CartSummary } from './cart';
import { isCount, isRecord } from './reply-reading';

/** The longest promo code the store issues. */
export const COUPON_CODE_MAX_LENGTH = 40;

/**
 * Flash types the cart reports once. Inventory types carry `itemId` and `data.productId`;
 * transitions carry `data.from` and `data.to` (fulfilment codes).
 */
export const flashTypes = {
  /** The line's quantity was lowered to what is left (`data.qty`, `data.previousQty`). */
  inventoryMissing: 'ProductLineItemInventoryMissing',
  /** The line cannot be bought any more (offline, no price, not yet published). */
  itemNotAvailable: 'ProductItemNotAvailable',
  /** Nothing left: the line was removed. */
  fullInventoryMissing: 'ProductLineItemFullInventoryMissing',
  pickupToHome: 'PickupToHome',
  pickupToStore: 'PickupToStore',
  storeToHome: 'StoreToHome',
  storeToPickup: 'StoreToPickup',
  homeToPickup: 'HomeToPickup',
  /** The shipment's delivery service is no longer offered (`data.from`, `data.to`). */
  shippingMethodDowngraded: 'ShippingMethodDowngraded',
  /** Sign-in merged a guest cart into this one. */
  basketMerged: 'BasketMerged',
} as const;
export type CartFlashType = (typeof flashTypes)[keyof typeof flashTypes];

/** cartSummarySchema's rule written out: the header's bag count reads it on page load. */
export function readCartSummary(value: unknown): CartSummary | null {
  if (!isRecord(value)) return null;
  const { basketId, totalItems, version } = value;
  if (typeof basketId !== 'string' || !isCount(totalItems) || !isCount(version)) return null;
  return { basketId, totalItems, version };
}
