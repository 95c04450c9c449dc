import {
  buildOrderSummary,
  type SummaryPaymentInput,
  type SummaryPromotionInput,
} from '@/lib/cart/order-summary';
import type { OrderSummary, SummaryPaymentKind } from '@/lib/contracts/order-summary';
import type { PricedBasket } from './price-basket';

/** The instruments that pay part of the total; the others (card, PayPal…) pay what is left. */
const paymentKinds: Record<string, SummaryPaymentKind> = {
  GIFT_CARD: 'giftCard',
  REWARD_CODE: 'rewardCode',
  REWARD_CARD: 'rewardCard',
};

/** A payment instrument as the summary lists it, or null when it pays the remainder. */
export function summaryPaymentOf(instrument: {
  methodId: string;
  amountMinor: number;
  display: Record<string, unknown>;
}): SummaryPaymentInput | null {
  const kind = paymentKinds[instrument.methodId];
  if (!kind) return null;
  const reference = kind === 'giftCard' ? instrument.display.lastFour : instrument.display.code;
  return {
    kind,
    reference: typeof reference === 'string' ? reference : null,
    amountMinor: instrument.amountMinor,
  };
}

/** Loyalty rewards pay first (what is due is the total less rewards, docs/cart.md). */
export function loyaltyPayment(amountMinor: number): SummaryPaymentInput[] {
  return amountMinor > 0 ? [{ kind: 'loyalty', reference: null, amountMinor }] : [];
}

export function summaryPromotionOf(promotion: SummaryPromotionInput): SummaryPromotionInput {
  const { level, name, couponCode, amountMinor } = promotion;
  return { level, name, couponCode, amountMinor };
}

function displayOf(data: Record<string, unknown>): Record<string, unknown> {
  const display = data.display;
  return typeof display === 'object' && display !== null ? { ...display } : {};
}

/** What a summary reads of a priced basket. */
export type SummarySource = Pick<PricedBasket, 'currency' | 'totals' | 'tax' | 'promotions'> & {
  basket: Pick<PricedBasket['basket'], 'paymentInstruments'>;
};

/** The summary of a priced basket: what the bag and checkout show (docs/cart.md). */
export function summaryOfPricedBasket(priced: SummarySource): OrderSummary {
  const { totals } = priced;
  return buildOrderSummary({
    currency: priced.currency,
    itemSubTotalMinor: totals.itemSubTotal,
    itemTotalMinor: totals.itemTotal,
    promotions: priced.promotions.map((promotion) => summaryPromotionOf(promotion)),
    shippingMinor: totals.shipping,
    taxMinor: totals.tax,
    taxIncluded: totals.taxIncluded,
    taxEstimated: priced.tax.rate.estimated,
    payments: [
      ...loyaltyPayment(totals.appliedRewards),
      ...priced.basket.paymentInstruments.flatMap((instrument) => {
        const payment = summaryPaymentOf({ ...instrument, display: displayOf(instrument.data) });
        return payment ? [payment] : [];
      }),
    ],
  });
}
