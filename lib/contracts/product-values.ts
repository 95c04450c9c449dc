// The products contract's plain values and the reader of the stock reply every product page
// gets, apart from its schemas (products.ts) so the page's stock waits for no zod. A test holds
// the reader to inventoryResponseSchema.
import type { InventoryResponse } from './products';
import { isCount, isOneOf, isRecord } from './reply-reading';

export const stockStatuses = ['InStock', 'OutOfStock'] as const;

type VariantStock = InventoryResponse['variants'][string];

function readVariantStock(value: unknown): VariantStock | null {
  if (!isRecord(value)) return null;
  const { quantity, stockStatus } = value;
  if (!isCount(quantity) || !isOneOf(stockStatuses, stockStatus)) return null;
  return { quantity, stockStatus };
}

/** inventoryResponseSchema's rule written out. */
export function readInventory(value: unknown): InventoryResponse | null {
  if (!isRecord(value)) return null;
  const { productId, variants } = value;
  if (typeof productId !== 'string' || !isRecord(variants)) return null;
  const read: InventoryResponse['variants'] = {};
  for (const [variantId, stock] of Object.entries(variants)) {
    const variant = readVariantStock(stock);
    if (!variant) return null;
    read[variantId] = variant;
  }
  return { productId, variants: read };
}
