import { eq, sql } from 'drizzle-orm';
import { releaseCouponRedemptions } from '../cart';
import { releaseRewardCodes } from '../checkout/holds';
import type { PlacementRecord } from '../checkout/placement-record';
import { returnStoreStock } from '../checkout/store-stock';
import type { Database } from '../db/client';
import { inventory } from '../db/schema';

/**
 * A cancelled order gives back what its placement took: the units that left the warehouse
 * (placement committed them) and the store shelves, its coupon uses and its reward codes.
 * Money goes back separately, as refunds (order-refunds.ts).
 */
export async function restockOrder(
  tx: Database,
  record: PlacementRecord,
  orderNumber: string,
): Promise<void> {
  for (const claim of record.stock) {
    await tx
      .update(inventory)
      .set({ quantity: sql`${inventory.quantity} + ${claim.qty}` })
      .where(eq(inventory.variantId, claim.variantId));
  }
  await returnStoreStock(tx, record.storeStock);
  await releaseCouponRedemptions(tx, orderNumber);
  await releaseRewardCodes(tx, record, orderNumber);
}
