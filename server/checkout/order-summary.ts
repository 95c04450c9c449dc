import { buildOrderSummary } from '@/lib/cart/order-summary';
import { promotionLevels } from '@/lib/contracts/cart';
import type { OrderSummary } from '@/lib/contracts/order-summary';
import type { Currency } from '@/lib/i18n/locales';
import { loyaltyPayment, summaryPaymentOf } from '../cart/order-summary';
import type { OrderRow } from '../db/schema';
import type { PlacementRecord } from './placement-record';

function levelOf(value: unknown): (typeof promotionLevels)[number] | null {
  return promotionLevels.find((level) => level === value) ?? null;
}

/**
 * An order's summary from what placement stored (orders.totals, promo_summary and the payment
 * record, all minor units): the same lines the bag showed when the order was placed.
 */
export function orderSummaryOf(order: OrderRow, record: PlacementRecord): OrderSummary {
  const totals = order.totals;
  const minor = (key: string) => totals[key] ?? 0;
  return buildOrderSummary({
    currency: order.currency as Currency,
    itemSubTotalMinor: minor('itemSubTotal'),
    itemTotalMinor: minor('itemTotal'),
    promotions: order.promoSummary.flatMap((promotion) => {
      const level = levelOf(promotion.level);
      if (!level) return [];
      return [
        {
          level,
          name: typeof promotion.promotionName === 'string' ? promotion.promotionName : '',
          couponCode: typeof promotion.couponCode === 'string' ? promotion.couponCode : null,
          amountMinor: Number(promotion.amountMinor ?? 0),
        },
      ];
    }),
    shippingMinor: minor('shipping'),
    taxMinor: minor('tax'),
    taxIncluded: minor('taxIncluded') === 1,
    taxEstimated: minor('taxEstimated') === 1,
    payments: [
      ...loyaltyPayment(record.loyalty?.amountMinor ?? 0),
      ...record.instruments.flatMap((instrument) => {
        const payment = summaryPaymentOf(instrument);
        return payment ? [payment] : [];
      }),
    ],
  });
}
