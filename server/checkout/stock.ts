import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PricedLine } from '../cart';
import type { Database } from '../db/client';
import { reusableQuery } from '../db/reusable-query';
import { inventory } from '../db/schema';

/** Units of one variant an order takes from online stock. */
export interface StockClaim {
  variantId: string;
  qty: number;
}

/**
 * What an order takes from the online warehouse: every line but store pickups (store
 * shelves) and digital or reservable products (always available), summed per variant.
 */
export function onlineClaims(lines: PricedLine[]): StockClaim[] {
  const byVariant = new Map<string, number>();
  for (const { facts } of lines) {
    if (facts.fulfilment === 'pickup' || facts.fulfilment === 'digital') continue;
    if (facts.isDigital || facts.isReservable) continue;
    byVariant.set(facts.variantId, (byVariant.get(facts.variantId) ?? 0) + facts.qty);
  }
  return [...byVariant.entries()]
    .map(([variantId, qty]) => ({ variantId, qty }))
    .sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
}

export interface Shortage {
  variantId: string;
  wanted: number;
  available: number;
}

/**
 * Locks the claimed inventory rows (SELECT … FOR UPDATE, in variant id order so two orders
 * never wait on each other crosswise) and holds the units as reserved. Nothing is held when
 * any variant falls short; the shortages come back instead.
 */
export async function reserveStock(tx: Database, claims: StockClaim[]): Promise<Shortage[]> {
  if (claims.length === 0) return [];
  const rows = await tx
    .select()
    .from(inventory)
    .where(
      inArray(
        inventory.variantId,
        claims.map((claim) => claim.variantId),
      ),
    )
    .orderBy(asc(inventory.variantId))
    .for('update');
  const shortages = claims.flatMap((claim) => {
    const row = rows.find((candidate) => candidate.variantId === claim.variantId);
    const available = row ? Math.max(0, row.quantity - row.reserved) : 0;
    return available < claim.qty
      ? [{ variantId: claim.variantId, wanted: claim.qty, available }]
      : [];
  });
  if (shortages.length > 0) return shortages;
  for (const claim of claims) await holdUnits(tx, claim);
  return shortages;
}

const byClaimedVariant = eq(inventory.variantId, sql.placeholder('variantId'));
const claimedQty = sql.placeholder('qty');

const holdUnits = reusableQuery((db) =>
  db
    .update(inventory)
    .set({ reserved: sql`${inventory.reserved} + ${claimedQty}` })
    .where(byClaimedVariant),
);

const takeHeldUnits = reusableQuery((db) =>
  db
    .update(inventory)
    .set({
      quantity: sql`${inventory.quantity} - ${claimedQty}`,
      reserved: sql`greatest(${inventory.reserved} - ${claimedQty}, 0)`,
    })
    .where(byClaimedVariant),
);

/** The order is paid: the held units leave the warehouse. */
export async function commitStock(tx: Database, claims: StockClaim[]): Promise<void> {
  for (const claim of claims) await takeHeldUnits(tx, claim);
}

/** The payment failed: the held units are for sale again. */
export async function releaseStock(tx: Database, claims: StockClaim[]): Promise<void> {
  for (const claim of claims) {
    await tx
      .update(inventory)
      .set({ reserved: sql`greatest(${inventory.reserved} - ${claim.qty}, 0)` })
      .where(inArray(inventory.variantId, [claim.variantId]));
  }
}
