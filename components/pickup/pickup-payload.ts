import type { CartItem } from '@/lib/contracts/cart';

/** What the pickup-in-store dialog is opened for. */
export interface PickupInStorePayload {
  /** Pick up from the store's shelves, or ship to the store (stock not needed there). */
  method: 'pickup' | 'sts';
  /** The product, for the stores' inventory. */
  productId: string;
  /** The size to pick up (variant id). */
  variantId: string;
  productName: string;
  size: string;
  /** The bag line moving to a store; absent on the product page, which adds a line. */
  itemId?: string;
}

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    pickupInStore: PickupInStorePayload;
  }
}

/** The bag's store lines (pickup, ship to store) at another store, but for the line changing. */
export function storeLinesElsewhere(
  items: readonly CartItem[],
  storeId: string,
  exceptItemId?: string,
): CartItem[] {
  return items.filter(
    (item) =>
      item.id !== exceptItemId &&
      (item.shippingOptions.selected === 'pickup' || item.shippingOptions.selected === 'sts') &&
      item.storeId !== null &&
      item.storeId !== storeId,
  );
}
