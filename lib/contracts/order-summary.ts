import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { moneySchema } from './products';

/**
 * What came off the lines, once each: a promotion (product or order level), a coupon's
 * promotion, or an associate's price adjustments. `amount` is taken off (major units).
 */
export const summaryDiscountSchema = z.object({
  kind: z.enum(['promotion', 'coupon', 'adjustment']),
  /** The promotion's name in the basket's language; null for adjustments. */
  name: z.string().nullable(),
  couponCode: z.string().nullable(),
  amount: z.number(),
});
export type SummaryDiscount = z.infer<typeof summaryDiscountSchema>;

export const summaryPaymentKinds = ['loyalty', 'giftCard', 'rewardCode', 'rewardCard'] as const;
export type SummaryPaymentKind = (typeof summaryPaymentKinds)[number];

/** Something that pays part of the total: shown below it, before what is left to pay. */
export const summaryPaymentSchema = z.object({
  kind: z.enum(summaryPaymentKinds),
  /** A gift card's last four digits or a reward code; null when there is nothing to show. */
  reference: z.string().nullable(),
  amount: moneySchema,
});
export type SummaryPayment = z.infer<typeof summaryPaymentSchema>;

/**
 * The order summary the bag, checkout, confirmation page and confirmation email all show
 * (docs/cart.md, "The order summary"). The summands are `subtotal`, minus each discount, plus
 * `shipping.amount`, plus `tax.amount` when it is added; they make `total` exactly. VAT that is
 * included in the prices is a note, not a summand. Payments come off the total and leave
 * `remainingToPay`.
 */
export const orderSummarySchema = z.object({
  currency: z.enum(currencies),
  /** The charged lines at their current unit price × quantity, before any discount. */
  subtotal: moneySchema,
  discounts: z.array(summaryDiscountSchema),
  /**
   * Delivery after shipping promotions (0 reads "Free"); the promotions that lowered it are
   * named here and are not discount lines.
   */
  shipping: z.object({ amount: moneySchema, promotions: z.array(z.string()) }),
  tax: z.object({
    amount: moneySchema,
    /** VAT in the prices (a note) rather than tax added to them (a summand). */
    included: z.boolean(),
    /** Added tax before the shipping address is known. */
    estimated: z.boolean(),
  }),
  total: moneySchema,
  payments: z.array(summaryPaymentSchema),
  remainingToPay: moneySchema,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
