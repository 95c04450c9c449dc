import { inArray } from 'drizzle-orm';
import type { OrderResponse } from '@/lib/contracts/checkout';
import { toMinor } from '@/lib/format/money';
import { countryOf, type Locale } from '@/lib/i18n/locales';
import { taxRateFor, type TaxRate } from '../cart';
import { deliveryAddressOf } from '../cart/delivery-address';
import { toOrderResponse } from '../checkout/order-view';
import type { Database } from '../db/client';
import { products, type OrderRow } from '../db/schema';
import { orderLocale } from './order-locale';

/** One rate's share of the order: what was sold at it before tax, and its tax. */
export interface TaxLine {
  /** null for what is not taxed (gift cards are payment, not goods). */
  rate: TaxRate | null;
  netMinor: number;
  taxMinor: number;
}

export interface Invoice {
  number: string;
  issuedAt: Date;
  locale: Locale;
  order: OrderResponse;
  taxLines: TaxLine[];
}

/** The invoice's number: one invoice per order, so the order number names it. */
export function invoiceNumberOf(orderNumber: string): string {
  return `INV-${orderNumber}`;
}

/**
 * The order as an invoice: its lines, summary and payments as the confirmation shows them, and
 * its tax per rate. An order has one rate (the cart's, from the storefront's country and the
 * delivery address: server/cart/tax.ts) and its stored tax; gift card lines are untaxed.
 */
export async function invoiceOf(db: Database, order: OrderRow): Promise<Invoice> {
  const locale = orderLocale(order);
  const response = await toOrderResponse(db, order);
  const productIds = [...new Set(response.items.map((item) => item.productId))];
  const giftCards = new Set(
    productIds.length === 0
      ? []
      : (
          await db
            .select({ id: products.id, kind: products.kind })
            .from(products)
            .where(inArray(products.id, productIds))
        )
          .filter((product) => product.kind === 'giftcard')
          .map((product) => product.id),
  );
  const totals = order.totals;
  const untaxedMinor = response.items
    .filter((item) => giftCards.has(item.productId))
    .reduce((sum, item) => sum + toMinor(item.rowTotal), 0);
  const country = countryOf(locale);
  const rate = taxRateFor({
    country,
    province: deliveryAddressOf(order.shippingAddress, country)?.province ?? null,
  });
  const taxMinor = totals.tax ?? 0;
  const taxableMinor = (totals.itemTotal ?? 0) + (totals.shipping ?? 0) - untaxedMinor;
  const taxLines: TaxLine[] = [
    { rate, netMinor: rate.included ? taxableMinor - taxMinor : taxableMinor, taxMinor },
    ...(untaxedMinor > 0 ? [{ rate: null, netMinor: untaxedMinor, taxMinor: 0 }] : []),
  ];
  return {
    number: invoiceNumberOf(order.orderNumber),
    issuedAt: order.placedAt ?? order.createdAt,
    locale,
    order: response,
    taxLines,
  };
}
