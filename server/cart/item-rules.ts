import { ApiError } from '../http/api-error';
import type { LineFacts } from './line-facts';

/** Gift card amounts a shopper may choose, in major units of any currency. */
export const GIFT_CARD_AMOUNT = { min: 5, max: 500 } as const;

/** Most units of a line: the product's maximum, and what stock can serve. */
export function allowedQuantity(productMaxQty: number, stock: number): number {
  return Math.max(0, Math.min(productMaxQty, stock));
}

/** Why a line cannot be bought at all, as the item error the cart shows on it. */
export function unavailability(
  line: Pick<LineFacts, 'isSellable' | 'price' | 'isBonus' | 'customAmountMinor'>,
): ApiError | null {
  if (!line.isSellable) return new ApiError('ORD404', 'This item is no longer available.');
  if (!line.price && !line.isBonus && line.customAmountMinor === null) {
    return new ApiError('INV702', 'This item has no price.');
  }
  return null;
}

export interface AddCheckInput {
  line: Pick<
    LineFacts,
    | 'isSellable'
    | 'price'
    | 'isBonus'
    | 'customAmountMinor'
    | 'isGiftWithPurchase'
    | 'productMaxQty'
  >;
  /** Units of the same line already in the cart. */
  qtyInCart: number;
  /** Units the shopper wants in total after this call. */
  wantedQty: number;
  /** Units the chosen method can serve (Infinity for digital and reservable products). */
  stock: number;
}

/**
 * The rules for putting units in the cart: free gifts are added only by promotions (GWP403), a
 * line needs a price (INV702) and stock (INV700), and never goes over the product's maximum or
 * the stock (INV408, with the allowed maximum).
 */
export function requireAddable({ line, qtyInCart, wantedQty, stock }: AddCheckInput): void {
  if (line.isGiftWithPurchase) {
    throw new ApiError(
      'GWP403',
      'Free gifts are added by their promotion; at most 1 can be in the cart.',
      { data: { maxQty: 1 } },
    );
  }
  const unavailable = unavailability(line);
  if (unavailable) throw unavailable;
  if (stock <= 0) throw new ApiError('INV700', 'This item is out of stock.');
  const allowed = allowedQuantity(line.productMaxQty, stock);
  if (wantedQty > allowed) {
    throw new ApiError('INV408', `You can add up to ${allowed} of this item.`, {
      field: 'qty',
      data: { maxQty: allowed, qtyInCart },
    });
  }
}

/** A chosen gift card amount in minor units; PRC400 outside the allowed range. */
export function giftCardAmountMinor(customAmount: number): number {
  const cents = Math.round(customAmount * 100);
  if (
    customAmount < GIFT_CARD_AMOUNT.min ||
    customAmount > GIFT_CARD_AMOUNT.max ||
    Math.abs(customAmount * 100 - cents) > 1e-6
  ) {
    throw new ApiError(
      'PRC400',
      `Choose an amount from ${GIFT_CARD_AMOUNT.min} to ${GIFT_CARD_AMOUNT.max}.`,
      { field: 'customAmount' },
    );
  }
  return cents;
}
