import type { LoyaltyVoucher } from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';

/**
 * The points-to-money ladder of loyalty vouchers, in minor units of the order's currency
 * (100 points are worth 1 unit). A ladder rather than any amount, as loyalty programmes
 * issue vouchers; the spec names none, so the steps are ours (docs/checkout.md).
 */
export const VOUCHER_LADDER: readonly { points: number; amountMinor: number }[] = [
  { points: 500, amountMinor: 500 },
  { points: 1000, amountMinor: 1000 },
  { points: 2000, amountMinor: 2000 },
  { points: 5000, amountMinor: 5000 },
];

export function voucherFor(points: number) {
  return VOUCHER_LADDER.find((step) => step.points === points) ?? null;
}

/** Every step, marked available (the shopper has the points) and eligible (it fits the order). */
export function voucherOptions(balance: number, dueMinor: number): LoyaltyVoucher[] {
  return VOUCHER_LADDER.map((step) => ({
    points: step.points,
    amountInCurrency: toMajor(step.amountMinor),
    available: step.points <= balance,
    eligible: step.points <= balance && step.amountMinor <= dueMinor,
  }));
}

/** The highest voucher whose points are at or below the balance. */
export function offeredVoucher(options: LoyaltyVoucher[]): LoyaltyVoucher | null {
  return options.filter((option) => option.available).at(-1) ?? null;
}
