import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { loyaltyVoucherSchema } from './checkout';

/** The loyalty calls of the consumer service (spec 001 section 7), for members only. */

/**
 * GET /consumers-v3/consumer/loyalty/vouchers: the ladder against the member's balance.
 * Outside an order, `eligible` is `available`: there is no total for a voucher to exceed.
 */
export const loyaltyVouchersResponseSchema = z.object({
  points: z.number().int().nonnegative(),
  currency: z.enum(currencies),
  vouchers: z.array(loyaltyVoucherSchema),
  /** The highest voucher at or below the balance (spec 000 section 9); null below the first. */
  offeredVoucher: loyaltyVoucherSchema.nullable(),
});
export type LoyaltyVouchersResponse = z.infer<typeof loyaltyVouchersResponseSchema>;

/** GET /consumers-v3/consumer/loyalty/promo/welcome: the coupon new members are offered. */
export const welcomePromotionResponseSchema = z.object({
  welcomePromotion: z
    .object({
      couponCode: z.string(),
      name: z.string(),
      calloutMessage: z.string(),
      endsAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type WelcomePromotionResponse = z.infer<typeof welcomePromotionResponseSchema>;

export const loyaltyPointReasons = [
  'order',
  'cancellation',
  'return',
  'redemption',
  'redemption-refund',
  'welcome',
] as const;
export type LoyaltyPointReasonName = (typeof loyaltyPointReasons)[number];

export const LOYALTY_HISTORY_PAGE_SIZE = 20;

/** GET /consumers-v3/consumer/loyalty/history?page=: the member's point changes, newest first. */
export const loyaltyHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const loyaltyHistoryResponseSchema = z.object({
  balance: z.number().int().nonnegative(),
  events: z.array(
    z.object({
      id: z.string(),
      /** Signed: earned or given back is positive, spent or taken back negative. */
      points: z.number().int(),
      reason: z.enum(loyaltyPointReasons),
      orderNumber: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  page: z.number().int().positive(),
  pageCount: z.number().int().nonnegative(),
});
export type LoyaltyHistoryResponse = z.infer<typeof loyaltyHistoryResponseSchema>;
