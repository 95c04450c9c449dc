import type { Context } from 'hono';
import { requireShopper } from '../auth/session';
import type { BasketCall } from '../cart';
import type { ApiEnv } from '../http/context';
import type { CheckoutDependencies } from './checkout-dependencies';

export type CheckoutCall = Omit<BasketCall, 'expectedVersion'>;

export function checkoutCall(c: Context<ApiEnv>, deps: CheckoutDependencies): CheckoutCall {
  return { db: c.get('db'), subject: requireShopper(c), now: deps.auth.clock.now() };
}

/** Checkout's steps answer without re-checking stock: placing the order checks it. */
export const checkoutChange = { checkInventory: false } as const;
