import { count, desc, eq } from 'drizzle-orm';
import { LOYALTY_HISTORY_PAGE_SIZE, type LoyaltyHistoryResponse } from '@/lib/contracts/loyalty';
import type { Database } from '../db/client';
import { loyaltyPointEvents, type ConsumerRow } from '../db/schema';

/** One page of the member's point changes, newest first, with the balance they add up to. */
export async function listPointHistory(
  db: Database,
  member: ConsumerRow,
  page: number,
): Promise<LoyaltyHistoryResponse> {
  const mine = eq(loyaltyPointEvents.consumerId, member.id);
  const [total] = await db.select({ n: count() }).from(loyaltyPointEvents).where(mine);
  const rows = await db
    .select()
    .from(loyaltyPointEvents)
    .where(mine)
    .orderBy(desc(loyaltyPointEvents.createdAt), desc(loyaltyPointEvents.id))
    .limit(LOYALTY_HISTORY_PAGE_SIZE)
    .offset((page - 1) * LOYALTY_HISTORY_PAGE_SIZE);
  return {
    balance: member.loyaltyPoints,
    events: rows.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      orderNumber: row.orderNumber || null,
      createdAt: row.createdAt.toISOString(),
    })),
    page,
    pageCount: Math.ceil((total?.n ?? 0) / LOYALTY_HISTORY_PAGE_SIZE),
  };
}
