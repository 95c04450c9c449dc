/**
 * localStorage key of the basket the page remembers between visits (stores/cart-store.ts); other
 * tabs watch it to follow a change of basket.
 */
export const CART_STORAGE_KEY = 'stride-cart';

/**
 * The item count the remembered basket last had: 0 when none is remembered, null when the
 * storage cannot be read or holds something else. Read before the cart store wakes (which
 * waits for hydration), by code that must not guess. `storage` is a getter because merely
 * touching `localStorage` throws where the browser blocks it.
 */
export function storedItemCount(storage: () => Pick<Storage, 'getItem'>): number | null {
  try {
    const stored = storage().getItem(CART_STORAGE_KEY);
    if (stored === null) return 0;
    const count: unknown = (JSON.parse(stored) as { state?: { totalItems?: unknown } } | null)
      ?.state?.totalItems;
    return typeof count === 'number' ? count : null;
  } catch {
    return null;
  }
}
