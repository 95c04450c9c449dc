import { eq } from 'drizzle-orm';
import type { OrderResponse, OrderStatus } from '@/lib/contracts/checkout';
import { promoSummarySchema } from '@/lib/contracts/cart';
import { toMajor } from '@/lib/format/money';
import { defaultLocale, isLocale, type Currency } from '@/lib/i18n/locales';
import type { AgentSubject, ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { safeEqual } from '../security/secret-token';
import { orderItemsOf, orderShipmentsOf } from './order-details';
import { orderSummaryOf } from './order-summary';
import { readPlacementRecord } from './placement-record';
import { loadInStoreSale } from './in-store-sale';

/**
 * The order, for its owner, for whoever holds its access token (`st`, the guest's link), or
 * for the associate who ran the buy-in-store session. Anyone else gets ORD409, as for an
 * order that does not exist.
 */
export async function requireReadableOrder(
  db: Database,
  orderNumber: string,
  who: { subject: ShopperSubject | null; agent: AgentSubject | null; st?: string },
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  if (!order) throw new ApiError('ORD409');
  const owner = who.subject !== null && order.ownerId === who.subject.id;
  const token =
    who.st !== undefined && order.accessToken !== '' && safeEqual(who.st, order.accessToken);
  const associate =
    who.agent !== null &&
    order.inStoreSalesInfo?.storeEmployeeId === who.agent.id &&
    order.inStoreSalesInfo.storeId === who.agent.storeId;
  if (!owner && !token && !associate) throw new ApiError('ORD409');
  return order;
}

function minor(totals: Record<string, number>, key: string): number {
  return toMajor(totals[key] ?? 0);
}

/** The order as its owner reads it, in the order's language (docs/checkout.md). */
export async function toOrderResponse(db: Database, order: OrderRow): Promise<OrderResponse> {
  const locale = isLocale(order.locale) ? order.locale : defaultLocale;
  const items = await orderItemsOf(db, order, locale);
  const shipments = await orderShipmentsOf(db, order, locale);
  const record = readPlacementRecord(order.payment);
  const { totals } = order;
  const payments: OrderResponse['paymentMethod'] = [
    ...record.instruments.map((instrument) => ({
      code: instrument.methodId,
      amount: toMajor(instrument.amountMinor),
      additionalData: instrument.display.lastFour ? { lastFour: instrument.display.lastFour } : {},
    })),
    ...(record.loyalty
      ? [
          {
            code: 'LOYALTY_POINTS',
            amount: toMajor(record.loyalty.amountMinor),
            additionalData: { points: record.loyalty.points },
          },
        ]
      : []),
    ...(record.method !== 'COVERED'
      ? [
          {
            code: record.method,
            amount: toMajor(record.amountMinor),
            additionalData: {
              ...(record.card
                ? { cardType: record.card.brand, lastFour: record.card.lastFour }
                : {}),
              ...(record.pspReference ? { pspReference: record.pspReference } : {}),
            },
          },
        ]
      : []),
  ];
  return {
    orderNumber: order.orderNumber,
    status: order.status as OrderStatus,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    currency: order.currency as Currency,
    items,
    shipments,
    totals: {
      currency: order.currency as Currency,
      itemTotal: minor(totals, 'itemTotal'),
      totalDiscount: minor(totals, 'totalDiscount'),
      shipping: minor(totals, 'shipping'),
      tax: minor(totals, 'tax'),
      taxIncluded: totals.taxIncluded === 1,
      total: minor(totals, 'total'),
      remainingToPay: minor(totals, 'remainingToPay'),
    },
    paymentMethod: payments,
    promoSummary: order.promoSummary.map((promo) =>
      promoSummarySchema.parse({ ...promo, amount: toMajor(Number(promo.amountMinor ?? 0)) }),
    ),
    summary: orderSummaryOf(order, record),
    billingAddress: order.billingAddress,
    inStoreSalesInfo: order.inStoreSalesInfo ?? null,
    inStoreSale: await loadInStoreSale(db, order),
  };
}
