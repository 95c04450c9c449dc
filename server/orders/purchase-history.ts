import { and, count, desc, eq, gte, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@/lib/contracts/checkout';
import type {
  PurchaseHistoryResponse,
  PurchasePeriod,
  PurchaseSummary,
  purchaseHistoryRequestSchema,
} from '@/lib/contracts/orders';
import { toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import type { z } from 'zod';
import { variantColorway } from '../catalog/variant-colorway';
import type { Database } from '../db/client';
import { orderItems, orders, productColors, variants } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const THUMBNAILS = 4;

const periodDays: Readonly<Record<PurchasePeriod, number | null>> = {
  last30Days: 30,
  last6Months: 183,
  lastYear: 365,
  all: null,
};

type HistoryQuery = z.infer<typeof purchaseHistoryRequestSchema>;

/** The lines of a page of orders in one query: item counts and the first pictures. */
async function linesOf(db: Database, orderNumbers: string[]) {
  if (orderNumbers.length === 0) return new Map<string, { count: number; images: string[] }>();
  const rows = await db
    .select({
      orderNumber: orderItems.orderNumber,
      qty: orderItems.qty,
      images: productColors.images,
    })
    .from(orderItems)
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(productColors, variantColorway)
    .where(inArray(orderItems.orderNumber, orderNumbers))
    .orderBy(orderItems.orderNumber, orderItems.id);
  const byOrder = new Map<string, { count: number; images: string[] }>();
  for (const row of rows) {
    const lines = byOrder.get(row.orderNumber) ?? { count: 0, images: [] };
    lines.count += row.qty;
    const image = row.images?.[0];
    if (image && lines.images.length < THUMBNAILS) lines.images.push(image);
    byOrder.set(row.orderNumber, lines);
  }
  return byOrder;
}

/**
 * POST purchasehistory: the consumer's placed orders (never a failed payment attempt), newest
 * first, one page of them with how many match in all. Two queries and a count, whatever the
 * page size.
 */
export async function purchaseHistory(
  db: Database,
  consumerId: string,
  query: HistoryQuery,
  now: Date,
): Promise<PurchaseHistoryResponse> {
  const days = periodDays[query.period];
  const conditions: SQL[] = [eq(orders.consumerId, consumerId), isNotNull(orders.placedAt)];
  if (days !== null) conditions.push(gte(orders.placedAt, new Date(now.getTime() - days * DAY_MS)));
  if (query.status) conditions.push(eq(orders.status, query.status));
  const where = and(...conditions);
  const [[total], page] = await Promise.all([
    db.select({ value: count() }).from(orders).where(where),
    db
      .select({
        orderNumber: orders.orderNumber,
        placedAt: orders.placedAt,
        status: orders.status,
        currency: orders.currency,
        totals: orders.totals,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.orderNumber))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const lines = await linesOf(
    db,
    page.map((order) => order.orderNumber),
  );
  return {
    orders: page.map((order): PurchaseSummary => ({
      orderNumber: order.orderNumber,
      createdAt: order.placedAt!.toISOString(),
      status: order.status as OrderStatus,
      currency: order.currency as Currency,
      total: toMajor(order.totals.total ?? 0),
      itemCount: lines.get(order.orderNumber)?.count ?? 0,
      thumbnails: lines.get(order.orderNumber)?.images ?? [],
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}
