import type { PromotionLevel, PromotionRule, PromotionType } from '../../db/schema';

/** A promotion ready to evaluate: texts already in the basket's language. */
export interface PromotionDefinition {
  id: string;
  name: string;
  level: PromotionLevel;
  type: PromotionType;
  rule: PromotionRule;
  calloutMessage: string;
  /** Three pipe-separated messages (below, above, reached) with `{amount}` placeholders. */
  approachingMessage: string | null;
  priority: number;
  /** Applies only alone, never with other promotions (engine.ts chooses). */
  exclusive: boolean;
  /** The applied coupon that unlocks it; null for automatic promotions. */
  couponCode: string | null;
}

/** A line as promotions see it. */
export interface PromotionLine {
  id: string;
  productId: string;
  categoryIds: string[];
  qty: number;
  unitMinor: number;
  /** Free gifts, gift cards and unavailable lines take no discount and count for no threshold. */
  eligible: boolean;
}

export interface PromotionInput {
  currency: string;
  lines: PromotionLine[];
  /** Shipping before promotions, minor units. */
  shippingMinor: number;
  promotions: PromotionDefinition[];
}

export interface AppliedPromotion {
  promotionId: string;
  level: PromotionLevel;
  name: string;
  calloutMessage: string;
  amountMinor: number;
  couponCode: string | null;
}

/** How far the cart is towards a promotion's threshold. */
export interface ThresholdProgress {
  promotion: PromotionDefinition;
  basisMinor: number;
  thresholdMinor: number;
}

export interface LineDiscount {
  /** Product-level promotions. */
  itemMinor: number;
  /** Its share of order-level promotions. */
  orderMinor: number;
}

export interface PromotionOutcome {
  lineDiscounts: Record<string, LineDiscount>;
  shippingDiscountMinor: number;
  applied: AppliedPromotion[];
  /** Free gifts the cart has earned, one unit each. */
  gifts: { variantId: string; promotionId: string }[];
  thresholds: ThresholdProgress[];
}
