import type { Clock } from '../auth/clock';
import { getEnv } from '../config/env';

/** An associate's price adjustment limits: a percent of the basket and whole currency units. */
export interface AdjustmentLimits {
  maxPercent: number;
  maxAmount: number;
}

/** What the cart service needs from outside. */
export interface CartDependencies {
  clock: Clock;
  /** Carts untouched for longer than this expire (CART_IDLE_DAYS). */
  idleDays: number;
  /** For associates without their own (ASSOCIATE_ADJUSTMENT_MAX_PERCENT and _AMOUNT). */
  defaultAdjustmentLimits: AdjustmentLimits;
}

/** The cart shares the identity service's clock, so tests move both with one hand. */
export function resolveCartDependencies(clock: Clock): CartDependencies {
  const env = getEnv();
  return {
    clock,
    idleDays: env.CART_IDLE_DAYS,
    defaultAdjustmentLimits: {
      maxPercent: env.ASSOCIATE_ADJUSTMENT_MAX_PERCENT,
      maxAmount: env.ASSOCIATE_ADJUSTMENT_MAX_AMOUNT,
    },
  };
}
