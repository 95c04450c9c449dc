import type { Clock } from '../auth/clock';
import { getEnv } from '../config/env';

/** What the cart service needs from outside. */
export interface CartDependencies {
  clock: Clock;
  /** Carts untouched for longer than this expire (CART_IDLE_DAYS). */
  idleDays: number;
}

/** The cart shares the identity service's clock, so tests move both with one hand. */
export function resolveCartDependencies(clock: Clock): CartDependencies {
  return { clock, idleDays: getEnv().CART_IDLE_DAYS };
}
