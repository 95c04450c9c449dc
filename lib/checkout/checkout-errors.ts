import { flashTypes } from '../contracts/cart-values';

/** Where a checkout failure is shown (top, item or input). */
export type CheckoutErrorPlacement = 'input' | 'item' | 'toast';

/**
 * The keep-in-page list: codes a field, a payment input or an item answers for itself. Every
 * other checkout error is a persistent error toast.
 */
const inputCodes = new Set([
  'CHK380',
  'CHK320',
  'SHP410',
  'BILL410',
  'FE309',
  'SHP500',
  'PYT300',
  'REW130',
  'REW135',
  'REW140',
  'REW401',
]);
const itemCodes = new Set(['ORD430', 'ORD404', 'PRC400']);

export function checkoutErrorPlacement(code: string): CheckoutErrorPlacement {
  // Gift card, promotion and reward code failures are shown at their input.
  if (inputCodes.has(code) || /^(GFC|GFS|GFO|PRM)/.test(code)) return 'input';
  if (itemCodes.has(code) || code.startsWith('INV')) return 'item';
  return 'toast';
}

/** Delivery changes that send the shopper back to the shipping step. */
const backToShippingFlashTypes = new Set<string>([
  flashTypes.pickupToHome,
  flashTypes.storeToHome,
  'InvalidShippingAddress',
]);

/** True when a vanished item came with a delivery transition the shopper must review. */
export function needsShippingReview(flash: readonly { type: string }[]): boolean {
  return flash.some((entry) => backToShippingFlashTypes.has(entry.type));
}
