import type { OrderSummary, SummaryDiscount, SummaryPaymentKind } from '../contracts/order-summary';
import { toMajor } from '../format/money';
import type { Currency } from '../i18n/locales';

/** A promotion as pricing applied it, minor units. */
export interface SummaryPromotionInput {
  level: 'PRODUCT' | 'ORDER' | 'SHIPPING';
  name: string;
  couponCode: string | null;
  amountMinor: number;
}

export interface SummaryPaymentInput {
  kind: SummaryPaymentKind;
  reference: string | null;
  amountMinor: number;
}

/** The priced totals a summary is built from, minor units (server/cart/totals.ts). */
export interface SummaryInput {
  currency: Currency;
  /** The charged lines at their current unit price × quantity. */
  itemSubTotalMinor: number;
  /** The same lines after product and order promotions and price adjustments. */
  itemTotalMinor: number;
  promotions: SummaryPromotionInput[];
  /** Delivery after shipping promotions. */
  shippingMinor: number;
  taxMinor: number;
  taxIncluded: boolean;
  taxEstimated: boolean;
  /** In the order they pay: loyalty rewards first, then instruments as they were applied. */
  payments: SummaryPaymentInput[];
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * The order summary from priced totals. The discount lines are the product and order
 * promotions that took something, then what the lines lost beyond them (associates' price
 * adjustments), so together they are exactly subtotal − item total; the total is the sum of
 * the summands, and payments, each capped by what is left, leave exactly the remaining amount.
 * Shipping promotions lower the shipping line instead of adding a discount line.
 */
export function buildOrderSummary(input: SummaryInput): OrderSummary {
  const promotions = input.promotions.filter(
    (promotion) => promotion.level !== 'SHIPPING' && promotion.amountMinor > 0,
  );
  const adjustmentMinor =
    input.itemSubTotalMinor - input.itemTotalMinor - sum(promotions.map((p) => p.amountMinor));
  const discounts: { line: Omit<SummaryDiscount, 'amount'>; minor: number }[] = [
    ...promotions.map((promotion) => ({
      line: {
        kind: promotion.couponCode ? ('coupon' as const) : ('promotion' as const),
        name: promotion.name,
        couponCode: promotion.couponCode,
      },
      minor: promotion.amountMinor,
    })),
    ...(adjustmentMinor !== 0
      ? [
          {
            line: { kind: 'adjustment' as const, name: null, couponCode: null },
            minor: adjustmentMinor,
          },
        ]
      : []),
  ];
  const addedTaxMinor = input.taxIncluded ? 0 : input.taxMinor;
  const totalMinor =
    input.itemSubTotalMinor -
    sum(discounts.map((discount) => discount.minor)) +
    input.shippingMinor +
    addedTaxMinor;

  let leftMinor = totalMinor;
  const payments = input.payments.flatMap((payment) => {
    const amountMinor = Math.min(payment.amountMinor, Math.max(0, leftMinor));
    leftMinor -= amountMinor;
    return amountMinor > 0
      ? [{ kind: payment.kind, reference: payment.reference, amount: toMajor(amountMinor) }]
      : [];
  });

  return {
    currency: input.currency,
    subtotal: toMajor(input.itemSubTotalMinor),
    discounts: discounts.map(({ line, minor }) => ({ ...line, amount: toMajor(minor) })),
    shipping: {
      amount: toMajor(input.shippingMinor),
      promotions: input.promotions
        .filter((promotion) => promotion.level === 'SHIPPING' && promotion.amountMinor > 0)
        .map((promotion) => promotion.name),
    },
    tax: {
      amount: toMajor(input.taxMinor),
      included: input.taxIncluded,
      estimated: input.taxEstimated,
    },
    total: toMajor(totalMinor),
    payments,
    remainingToPay: toMajor(Math.max(0, leftMinor)),
  };
}
