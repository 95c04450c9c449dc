import type { OrderSummary, SummaryDiscount, SummaryPayment } from '../contracts/order-summary';

/** The messages of the "OrderSummary" namespace the rows use (messages/{language}.json). */
export const summaryMessageKeys = [
  'title',
  'subtotal',
  'coupon',
  'adjustment',
  'shipping',
  'free',
  'tax',
  'estimatedTax',
  'total',
  'vatIncluded',
  'loyalty',
  'giftCard',
  'rewardCode',
  'rewardCard',
  'remainingToPay',
] as const;
export type SummaryMessageKey = (typeof summaryMessageKeys)[number];

/** A translator of the "OrderSummary" messages: next-intl's on the page, the mail's on the server. */
export type SummaryTranslate = (key: SummaryMessageKey, values?: Record<string, string>) => string;

export interface SummaryRow {
  /** Stable within one summary, for React keys. */
  id: string;
  label: string;
  value: string;
  /** A line under the label, e.g. the promotion that made shipping free. */
  detail?: string;
}

/**
 * What every summary shows, in this order: `summands`, which add up to `total`; `notes`
 * (VAT included in the prices); `payments` below the total; then `remaining` when anything
 * paid part of it.
 */
export interface SummaryRows {
  summands: SummaryRow[];
  total: SummaryRow;
  notes: string[];
  payments: SummaryRow[];
  remaining: SummaryRow | null;
}

// U+2212 MINUS SIGN: what comes off the total or is already paid.
const minus = (value: string) => `\u2212${value}`;

function discountRow(
  discount: SummaryDiscount,
  index: number,
  t: SummaryTranslate,
  money: (amount: number) => string,
): SummaryRow {
  const label =
    discount.kind === 'adjustment'
      ? t('adjustment')
      : discount.couponCode
        ? t('coupon', { name: discount.name ?? '', code: discount.couponCode })
        : (discount.name ?? '');
  return { id: `discount-${index}`, label, value: minus(money(discount.amount)) };
}

function paymentRow(
  payment: SummaryPayment,
  index: number,
  t: SummaryTranslate,
  money: (amount: number) => string,
): SummaryRow {
  const reference = payment.reference ?? '';
  const label =
    payment.kind === 'giftCard'
      ? t('giftCard', { lastFour: reference })
      : payment.kind === 'rewardCode'
        ? t('rewardCode', { code: reference })
        : t(payment.kind);
  return { id: `payment-${index}`, label, value: minus(money(payment.amount)) };
}

/** The summary's rows with their words and formatted amounts, the same on the page and in mail. */
export function summaryRows(
  summary: OrderSummary,
  t: SummaryTranslate,
  money: (amount: number) => string,
): SummaryRows {
  const { shipping, tax } = summary;
  const summands: SummaryRow[] = [
    { id: 'subtotal', label: t('subtotal'), value: money(summary.subtotal) },
    ...summary.discounts.map((discount, index) => discountRow(discount, index, t, money)),
    {
      id: 'shipping',
      label: t('shipping'),
      value: shipping.amount === 0 ? t('free') : money(shipping.amount),
      ...(shipping.promotions.length > 0 ? { detail: shipping.promotions.join(', ') } : {}),
    },
  ];
  if (!tax.included) {
    summands.push({
      id: 'tax',
      label: tax.estimated ? t('estimatedTax') : t('tax'),
      value: money(tax.amount),
    });
  }
  const payments = summary.payments.map((payment, index) => paymentRow(payment, index, t, money));
  return {
    summands,
    total: { id: 'total', label: t('total'), value: money(summary.total) },
    notes: tax.included && tax.amount > 0 ? [t('vatIncluded', { amount: money(tax.amount) })] : [],
    payments,
    remaining:
      payments.length > 0
        ? { id: 'remaining', label: t('remainingToPay'), value: money(summary.remainingToPay) }
        : null,
  };
}
