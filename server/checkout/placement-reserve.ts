import { flashTypes } from '@/lib/contracts/cart';
import type { PricedBasket } from '../cart';
import type { Database } from '../db/client';
import type { StoredFlash } from '../db/schema';
import { lockGiftCards } from './instruments';
import type { PlacementRecord } from './placement-record';
import { onlineClaims, releaseStock, reserveStock, type Shortage } from './stock';
import { storeClaims, takeStoreStock } from './store-stock';

/** What the order holds from the warehouse, the stores' shelves and the gift cards. */
export type Reservation = Pick<PlacementRecord, 'stock' | 'storeStock' | 'giftCards'>;

function shortageFlash(priced: PricedBasket, shortages: Shortage[]): StoredFlash[] {
  return shortages.flatMap((shortage) =>
    priced.lines
      .filter((line) => line.facts.variantId === shortage.variantId)
      .map((line) => ({
        type:
          shortage.available === 0 ? flashTypes.fullInventoryMissing : flashTypes.inventoryMissing,
        itemId: line.facts.id,
        data: {
          productId: line.facts.productId,
          variantId: line.facts.variantId,
          name: line.facts.name,
          qty: shortage.available,
          previousQty: line.facts.qty,
        },
      })),
  );
}

/**
 * Holds the order's units (online stock and store pickup shelves, rows locked in variant
 * order) and locks the gift cards it draws on. A shortage holds nothing and answers the flash
 * for the lines short; a gift card that no longer covers its amount throws GFC740.
 */
export async function reserveForOrder(
  tx: Database,
  priced: PricedBasket,
): Promise<{ reserved: Reservation } | { shortFlash: StoredFlash[] }> {
  const stock = onlineClaims(priced.lines);
  const storeStock = storeClaims(priced.lines);
  let shortages = await reserveStock(tx, stock);
  if (shortages.length === 0) {
    shortages = await takeStoreStock(tx, storeStock);
    // The transaction commits to keep the flash: the online units must not stay held.
    if (shortages.length > 0) await releaseStock(tx, stock);
  }
  if (shortages.length > 0) return { shortFlash: shortageFlash(priced, shortages) };
  const giftCards = await lockGiftCards(tx, priced.basket.paymentInstruments, priced.currency);
  return { reserved: { stock, storeStock, giftCards } };
}
