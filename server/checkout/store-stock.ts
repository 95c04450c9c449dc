import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PricedLine } from '../cart';
import type { Database } from '../db/client';
import { storeInventory } from '../db/schema';
import type { Shortage } from './stock';

/** Units of one variant an order takes from one store's shelves (store pickup). */
export interface StoreClaim {
  storeId: string;
  variantId: string;
  qty: number;
}

export function storeClaims(lines: PricedLine[]): StoreClaim[] {
  const byKey = new Map<string, StoreClaim>();
  for (const { facts } of lines) {
    if (facts.fulfilment !== 'pickup' || !facts.storeId || facts.isDigital || facts.isReservable)
      continue;
    const key = `${facts.storeId}\u0000${facts.variantId}`;
    const claim = byKey.get(key) ?? { storeId: facts.storeId, variantId: facts.variantId, qty: 0 };
    claim.qty += facts.qty;
    byKey.set(key, claim);
  }
  return [...byKey.values()].sort((a, b) =>
    a.storeId === b.storeId ? (a.variantId < b.variantId ? -1 : 1) : a.storeId < b.storeId ? -1 : 1,
  );
}

/**
 * Sets the pickup units aside on the store's shelves: rows locked in (store, variant) order,
 * the quantity lowered at once (stores keep no reservations; a failed payment puts them back).
 */
export async function takeStoreStock(tx: Database, claims: StoreClaim[]): Promise<Shortage[]> {
  if (claims.length === 0) return [];
  const rows = await tx
    .select()
    .from(storeInventory)
    .where(
      and(
        inArray(storeInventory.storeId, [...new Set(claims.map((claim) => claim.storeId))]),
        inArray(storeInventory.variantId, [...new Set(claims.map((claim) => claim.variantId))]),
      ),
    )
    .orderBy(asc(storeInventory.storeId), asc(storeInventory.variantId))
    .for('update');
  const shortages = claims.flatMap((claim) => {
    const row = rows.find((r) => r.storeId === claim.storeId && r.variantId === claim.variantId);
    const available = Math.max(0, row?.quantity ?? 0);
    return available < claim.qty
      ? [{ variantId: claim.variantId, wanted: claim.qty, available }]
      : [];
  });
  if (shortages.length > 0) return shortages;
  for (const claim of claims) await adjust(tx, claim, -claim.qty);
  return [];
}

export async function returnStoreStock(tx: Database, claims: StoreClaim[]): Promise<void> {
  for (const claim of claims) await adjust(tx, claim, claim.qty);
}

async function adjust(tx: Database, claim: StoreClaim, delta: number) {
  await tx
    .update(storeInventory)
    .set({ quantity: sql`${storeInventory.quantity} + ${delta}` })
    .where(
      and(eq(storeInventory.storeId, claim.storeId), eq(storeInventory.variantId, claim.variantId)),
    );
}
