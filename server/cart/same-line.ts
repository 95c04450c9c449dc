import type { GiftOption } from '@/lib/contracts/cart';
import type { BasketItemRow } from '../db/schema';

/** Everything that tells two lines of a basket apart besides their quantity. */
export type LineIdentity = Pick<
  BasketItemRow,
  | 'variantId'
  | 'isBonus'
  | 'shippingMethod'
  | 'storeId'
  | 'customAmountMinor'
  | 'recipeId'
  | 'precreatedCustomsCode'
  | 'giftOption'
>;

function sameGift(a: GiftOption | null, b: GiftOption | null): boolean {
  if (a === null || b === null) return a === b;
  return a.to === b.to && a.email === b.email && a.message === b.message;
}

/**
 * Whether two lines are one line: the same variant, delivered the same way from the same store,
 * with the same gift-card amount, customisation and gift message. Adding such a line grows the
 * one there, and a guest's bag merging into a shopper's adds them up. Free gifts are never one
 * line with anything: their promotion keeps exactly one of each.
 */
export function isSameLine(a: LineIdentity, b: LineIdentity): boolean {
  return (
    !a.isBonus &&
    !b.isBonus &&
    a.variantId === b.variantId &&
    a.shippingMethod === b.shippingMethod &&
    a.storeId === b.storeId &&
    a.customAmountMinor === b.customAmountMinor &&
    a.recipeId === b.recipeId &&
    a.precreatedCustomsCode === b.precreatedCustomsCode &&
    sameGift(a.giftOption, b.giftOption)
  );
}
