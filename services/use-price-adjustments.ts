'use client';

import type { PriceAdjustmentRequest } from '@/lib/contracts/cart';
import { requireBasketId, useCartMutation } from './use-cart-mutation';

export interface SavePriceAdjustmentInput {
  /** Set to change an adjustment the line already has. */
  adjustmentId?: string | undefined;
  body: PriceAdjustmentRequest;
}

/**
 * An associate's price adjustment on a line, added or changed (spec 000 section 7); the server
 * judges it against the associate's limits and its refusal is shown in the dialog.
 */
export function useSavePriceAdjustment() {
  return useCartMutation<SavePriceAdjustmentInput>({
    call: (client, context, { adjustmentId, body }) => {
      const basketId = requireBasketId(context);
      return adjustmentId
        ? client.changePriceAdjustment(basketId, adjustmentId, body)
        : client.addPriceAdjustment(basketId, body);
    },
    errorLevel: 'input',
  });
}

export function useRemovePriceAdjustment() {
  return useCartMutation<{ adjustmentId: string }>({
    call: (client, context, { adjustmentId }) =>
      client.removePriceAdjustment(requireBasketId(context), adjustmentId),
    errorLevel: 'item',
  });
}
