import type { Context } from 'hono';
import type { Cart } from '@/lib/contracts/cart';
import type { ShopperSubject } from '../auth/subject';
import { buildCartReply, withOwnedBasket, type BasketRow } from '../cart';
import type { Database } from '../db/client';
import type { ApiEnv } from '../http/context';
import type { CheckoutDependencies } from './checkout-dependencies';
import { requireShopper } from './shopper';

export interface CheckoutCall {
  db: Database;
  subject: ShopperSubject;
  now: Date;
}

export function checkoutCall(c: Context<ApiEnv>, deps: CheckoutDependencies): CheckoutCall {
  return { db: c.get('db'), subject: requireShopper(c), now: deps.auth.clock.now() };
}

/** Changes the caller's basket under its row lock and answers with the whole cart. */
export function changeBasket(
  { db, subject, now }: CheckoutCall,
  basketId: string,
  change: (tx: Database, basket: BasketRow) => Promise<void>,
): Promise<Cart> {
  return withOwnedBasket(db, basketId, subject, { write: true, now }, async (tx, basket) => {
    await change(tx, basket);
    return buildCartReply(tx, basket.id, { now, subject, checkInventory: false });
  });
}
