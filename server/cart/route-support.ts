import type { Context } from 'hono';
import type { Cart } from '@/lib/contracts/cart';
import { getSubject } from '../auth/session';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { withOwnedBasket, type BasketRow } from './basket-store';
import type { CartDependencies } from './cart-dependencies';
import { buildCartReply } from './cart-reply';

/** Carts belong to a guest or consumer session; without one the page refreshes its token. */
export function requireShopper(c: Context<ApiEnv>): ShopperSubject {
  const subject = getSubject(c);
  if (!subject) throw new ApiError('AUT404', 'Cannot authorize.');
  return subject;
}

export interface CartCall {
  db: Database;
  subject: ShopperSubject;
  now: Date;
}

export function cartCall(c: Context<ApiEnv>, deps: CartDependencies): CartCall {
  return { db: c.get('db'), subject: requireShopper(c), now: deps.clock.now() };
}

/**
 * Changes a basket under its row lock and answers with the full Cart, stock re-checked.
 * `favStoreId` offers a pickup fallback when home delivery runs out.
 */
export async function changeCart(
  { db, subject, now }: CartCall,
  basketId: string,
  change: (tx: Database, basket: BasketRow) => Promise<void>,
  favStoreId: string | null = null,
): Promise<Cart> {
  return withOwnedBasket(db, basketId, subject, { write: true, now }, async (tx, basket) => {
    await change(tx, basket);
    return buildCartReply(tx, basket.id, { now, subject, favStoreId, checkInventory: true });
  });
}

/** Reads a basket under its row lock (pricing may still settle gifts, stock and flash). */
export async function readCart(
  { db, subject, now }: CartCall,
  basketId: string,
  options: { favStoreId: string | null; checkInventory: boolean },
): Promise<Cart> {
  return withOwnedBasket(db, basketId, subject, { write: false, now }, (tx, basket) =>
    buildCartReply(tx, basket.id, { now, subject, ...options }),
  );
}
