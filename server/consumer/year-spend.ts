import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { orders } from '../db/schema';

// orders.totals holds minor units (docs/checkout.md); drivers answer numeric sums as strings.
const spentMinor = sql<string>`coalesce(sum((${orders.totals}->>'total')::bigint), 0)`;

/**
 * What a consumer has spent this calendar year (UTC), in minor units, for the employee cap and
 * the athlete and professional-programme credits. Only orders in `currency` count: there are
 * no exchange rates to add amounts across currencies. Only placed orders count: one waiting
 * for 3-D Secure or cancelled was never charged.
 */
export async function spentThisYearMinor(
  db: Database,
  consumerId: string,
  currency: Currency,
  now: Date,
): Promise<number> {
  const year = now.getUTCFullYear();
  const [row] = await db
    .select({ minor: spentMinor.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.consumerId, consumerId),
        // Placed and not cancelled: shipping or delivering an order does not give its spend back.
        isNotNull(orders.placedAt),
        ne(orders.status, 'Cancelled'),
        eq(orders.currency, currency),
        gte(orders.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(orders.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    );
  return row?.minor ?? 0;
}
