import type { WarrantyClaimFields, WarrantyClaimSummary } from '@/lib/contracts/orders';
import type { Database } from '../db/client';
import { warrantyClaims, warrantyPhotos, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { canClaimWarranty, loadAfterSalesFacts, WARRANTY_YEARS } from './after-sales-rules';
import { readableId } from './readable-id';
import type { WarrantyPhoto } from './warranty-form';

/**
 * Records a claim on a delivered, physical line of the order, with its photos; WAR409 saying
 * why when the order's warranty is not open or the line is not one a claim can name.
 */
export async function submitWarrantyClaim(
  db: Database,
  order: OrderRow,
  { fields, photos }: { fields: WarrantyClaimFields; photos: WarrantyPhoto[] },
  now: Date,
): Promise<{ claim: WarrantyClaimSummary; productName: string }> {
  const facts = await loadAfterSalesFacts(db, order);
  if (!canClaimWarranty(facts, now)) {
    throw new ApiError(
      'WAR409',
      `Warranty claims are open for ${WARRANTY_YEARS} years from delivery, once the order is delivered.`,
    );
  }
  const item = facts.items.find((candidate) => candidate.id === fields.itemId);
  if (!item || item.shippingMethod === 'digital') {
    throw new ApiError('WAR409', 'itemId: not a delivered item of this order.', {
      field: 'body.itemId',
    });
  }
  const claim = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(warrantyClaims)
      .values({
        id: readableId('W'),
        orderNumber: order.orderNumber,
        orderItemId: item.id,
        reason: fields.reason,
        description: fields.description,
        status: 'Submitted',
        createdAt: now,
      })
      .returning();
    if (photos.length > 0) {
      await tx
        .insert(warrantyPhotos)
        .values(photos.map((photo) => ({ claimId: row!.id, ...photo })));
    }
    return row!;
  });
  return {
    claim: {
      claimId: claim.id,
      itemId: item.id,
      reason: fields.reason,
      status: 'Submitted',
      createdAt: claim.createdAt.toISOString(),
    },
    productName: item.name,
  };
}
