import { discountPercent } from '@/lib/format/money';
import type { StoredPriceAdjustment } from '../db/schema';
import { allocateProportionally } from './promotions/allocate';

/** A line's money after promotions, as totals need it. Minor units. */
export interface LineMoney {
  id: string;
  qty: number;
  rowTotalMinor: number;
  itemDiscountMinor: number;
  orderDiscountMinor: number;
  /** Unavailable lines are shown but not charged. */
  counted: boolean;
  /** Price adjustments may come off it: charged, and not a gift card (stored value, like cash). */
  adjustable: boolean;
}

/** What price adjustments may still take from a line. */
export function adjustableMinor(line: LineMoney): number {
  return line.adjustable
    ? line.rowTotalMinor - line.itemDiscountMinor - line.orderDiscountMinor
    : 0;
}

/**
 * The most a basket's adjustments may take together: the smallest `maxPercent` among them (each
 * carries its associate's limit) of what the adjustable lines cost after promotions.
 */
export function adjustmentBudget(
  baseMinor: number,
  adjustments: Pick<StoredPriceAdjustment, 'maxPercent'>[],
): number {
  if (adjustments.length === 0) return 0;
  const percent = Math.min(...adjustments.map((adjustment) => adjustment.maxPercent));
  return Math.floor((baseMinor * percent) / 100);
}

/**
 * Associates' price adjustments come after promotions: one naming a line comes off that line,
 * one for the order is spread over the lines by what is left of each. Never below zero, and
 * never more than the budget, so lines removed after an adjustment cannot turn it into a larger
 * share of the order than its associate may give.
 */
export function applyPriceAdjustments(
  lines: LineMoney[],
  adjustments: StoredPriceAdjustment[],
): LineMoney[] {
  const result = lines.map((line) => ({ ...line }));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  let budget = adjustmentBudget(sum(result.map(adjustableMinor)), adjustments);
  for (const adjustment of adjustments) {
    if (adjustment.itemId) {
      const line = result.find((candidate) => candidate.id === adjustment.itemId);
      if (!line) continue;
      const taken = Math.min(adjustableMinor(line), adjustment.amountMinor, budget);
      line.itemDiscountMinor += taken;
      budget -= taken;
      continue;
    }
    const weights = result.map(adjustableMinor);
    const total = Math.min(adjustment.amountMinor, budget, sum(weights));
    allocateProportionally(total, weights).forEach((share, index) => {
      result[index]!.orderDiscountMinor += share;
    });
    budget -= total;
  }
  return result;
}

export interface TotalsInput {
  lines: LineMoney[];
  shippingBeforeDiscountMinor: number;
  shippingDiscountMinor: number;
  taxMinor: number;
  taxIncluded: boolean;
  /** Loyalty rewards applied to the cart. */
  rewardsMinor: number;
  /** Gift cards and other payments already applied. */
  paidMinor: number;
}

export interface MinorTotals {
  itemSubTotal: number;
  productDiscount: number;
  orderDiscount: number;
  itemTotal: number;
  shippingBeforeDiscount: number;
  shippingDiscount: number;
  shipping: number;
  totalDiscount: number;
  tax: number;
  taxIncluded: boolean;
  total: number;
  totalWithoutTax: number;
  appliedRewards: number;
  remainingToPay: number;
  totalUnits: number;
  totalDiscountPercentage: number;
}

/** What is left to pay once loyalty rewards and the payments applied are taken off. */
export function remainingToPayOf(
  totals: Pick<MinorTotals, 'total' | 'appliedRewards'>,
  paidMinor: number,
): number {
  return Math.max(0, totals.total - totals.appliedRewards - paidMinor);
}

/** Every cart total, in minor units (docs/cart.md explains each). */
export function computeTotals(input: TotalsInput): MinorTotals {
  const counted = input.lines.filter((line) => line.counted);
  const sum = (pick: (line: LineMoney) => number) =>
    counted.reduce((total, line) => total + pick(line), 0);
  const itemSubTotal = sum((line) => line.rowTotalMinor);
  const productDiscount = sum((line) => line.itemDiscountMinor);
  const orderDiscount = sum((line) => line.orderDiscountMinor);
  const itemTotal = itemSubTotal - productDiscount - orderDiscount;
  const shippingDiscount = Math.min(input.shippingDiscountMinor, input.shippingBeforeDiscountMinor);
  const shipping = input.shippingBeforeDiscountMinor - shippingDiscount;
  const totalDiscount = productDiscount + orderDiscount + shippingDiscount;
  const total = itemTotal + shipping + (input.taxIncluded ? 0 : input.taxMinor);
  const appliedRewards = Math.min(input.rewardsMinor, total);
  const before = itemSubTotal + input.shippingBeforeDiscountMinor;
  return {
    itemSubTotal,
    productDiscount,
    orderDiscount,
    itemTotal,
    shippingBeforeDiscount: input.shippingBeforeDiscountMinor,
    shippingDiscount,
    shipping,
    totalDiscount,
    tax: input.taxMinor,
    taxIncluded: input.taxIncluded,
    total,
    totalWithoutTax: total - input.taxMinor,
    appliedRewards,
    remainingToPay: remainingToPayOf({ total, appliedRewards }, input.paidMinor),
    totalUnits: input.lines.reduce((units, line) => units + line.qty, 0),
    totalDiscountPercentage: discountPercent(before, before - totalDiscount),
  };
}
