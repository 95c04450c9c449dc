import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products, stockNotifications, variants } from '../db/schema';
import { ApiError } from '../http/api-error';
import type {
  StockNotificationRequest,
  StockNotificationResponse,
} from '@/lib/contracts/notifications';

/**
 * Stores a back-in-stock request. Only products that offer notify me accept one; asking again
 * for the same size with the same email keeps the first request. The answer is the same
 * either way: anyone may send any email, and telling them whether it already waited would say
 * what its owner asked for.
 */
export async function requestStockNotification(
  db: Database,
  request: StockNotificationRequest,
): Promise<StockNotificationResponse> {
  const [variant] = await db
    .select({ notifyMe: products.notifyMe, isOnline: products.isOnline })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.id, request.variantId))
    .limit(1);
  if (!variant?.isOnline) {
    throw new ApiError('PLP400', `Variant ${request.variantId} was not found.`, {
      field: 'body.variantId',
    });
  }
  if (!variant.notifyMe) {
    throw new ApiError('ATTR200', 'This product does not offer back-in-stock emails.', {
      field: 'body.variantId',
    });
  }
  await db
    .insert(stockNotifications)
    .values({ variantId: request.variantId, email: request.email, locale: request.locale })
    .onConflictDoNothing();
  return { variantId: request.variantId, email: request.email, created: true };
}

export interface StockNotificationEntry {
  id: string;
  variantId: string;
  productId: string | null;
  size: string | null;
  email: string;
  locale: string;
  createdAt: Date;
  notifiedAt: Date | null;
}

/** The merchant's list, newest first, with the product each size belongs to. */
export async function listStockNotifications(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<{ entries: StockNotificationEntry[]; total: number }> {
  const [entries, [countRow]] = await Promise.all([
    db
      .select({
        id: stockNotifications.id,
        variantId: stockNotifications.variantId,
        productId: variants.productId,
        size: variants.size,
        email: stockNotifications.email,
        locale: stockNotifications.locale,
        createdAt: stockNotifications.createdAt,
        notifiedAt: stockNotifications.notifiedAt,
      })
      .from(stockNotifications)
      .leftJoin(variants, eq(variants.id, stockNotifications.variantId))
      .orderBy(desc(stockNotifications.createdAt), desc(stockNotifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(stockNotifications),
  ]);
  return { entries, total: countRow?.total ?? 0 };
}
