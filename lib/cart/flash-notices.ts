import type { CartFlash, CartItem } from '../contracts/cart';
import { flashTypes } from '../contracts/cart-values';

/** A flash message worded for the shopper: a key of messages Cart.flash and its values. */
export interface FlashNotice {
  key: string;
  values: Record<string, string | number>;
  level: 'error' | 'info';
}

const transitionKeys: Record<string, string> = {
  [flashTypes.pickupToHome]: 'pickupToHome',
  [flashTypes.pickupToStore]: 'pickupToStore',
  [flashTypes.storeToHome]: 'storeToHome',
  [flashTypes.storeToPickup]: 'storeToPickup',
  [flashTypes.homeToPickup]: 'homeToPickup',
  [flashTypes.shippingMethodDowngraded]: 'shippingMethodDowngraded',
  InvalidShippingAddress: 'invalidShippingAddress',
};

/**
 * Inventory changes and delivery transitions are notified; a fully missing line with nothing
 * left in the cart says the order can not be completed. Types the page has no wording for are
 * left out rather than shown raw.
 */
export function toFlashNotice(
  flash: CartFlash,
  items: Array<Pick<CartItem, 'id' | 'name'>>,
): FlashNotice | null {
  const name = items.find((item) => item.id === flash.itemId)?.name;
  switch (flash.type) {
    case flashTypes.inventoryMissing: {
      const qty = Number(flash.data?.qty);
      return Number.isFinite(qty)
        ? { key: 'inventoryMissing', values: { qty, name: name ?? '' }, level: 'error' }
        : null;
    }
    case flashTypes.itemNotAvailable:
      return { key: 'itemNotAvailable', values: { name: name ?? '' }, level: 'error' };
    case flashTypes.fullInventoryMissing:
      return items.length === 0
        ? { key: 'orderCannotBeCompleted', values: {}, level: 'error' }
        : { key: 'fullInventoryMissing', values: {}, level: 'error' };
    case flashTypes.basketMerged:
      return { key: 'basketMerged', values: {}, level: 'info' };
    default: {
      const key = transitionKeys[flash.type];
      return key ? { key, values: {}, level: 'info' } : null;
    }
  }
}
