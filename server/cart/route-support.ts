import type { Context } from 'hono';
import { BASKET_VERSION_HEADER, basketVersionSchema, type Cart } from '@/lib/contracts/cart';
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
  /** The cart version the page's change was made on (x-basket-version), when it sent one. */
  expectedVersion?: number;
}

/** The optional x-basket-version header; anything but a whole number is refused (API400). */
function expectedVersionOf(c: Context<ApiEnv>): number | undefined {
  const sent = c.req.header(BASKET_VERSION_HEADER);
  if (sent === undefined) return undefined;
  const parsed = basketVersionSchema.safeParse(sent.trim() === '' ? undefined : sent);
  if (!parsed.success) {
    throw new ApiError('API400', `Header ${BASKET_VERSION_HEADER} is invalid.`, {
      field: `header.${BASKET_VERSION_HEADER}`,
    });
  }
  return parsed.data;
}

export function cartCall(c: Context<ApiEnv>, deps: CartDependencies): CartCall {
  return {
    db: c.get('db'),
    subject: requireShopper(c),
    now: deps.clock.now(),
    expectedVersion: expectedVersionOf(c),
  };
}

/**
 * Changes a basket under its row lock and answers with the full Cart, stock re-checked.
 * `favStoreId` offers a pickup fallback when home delivery runs out.
 */
export async function changeCart(
  { db, subject, now, expectedVersion }: CartCall,
  basketId: string,
  change: (tx: Database, basket: BasketRow) => Promise<void>,
  favStoreId: string | null = null,
): Promise<Cart> {
  return withOwnedBasket(
    db,
    basketId,
    subject,
    { write: true, now, expectedVersion },
    async (tx, basket) => {
      await change(tx, basket);
      return buildCartReply(tx, basket.id, { now, subject, favStoreId, checkInventory: true });
    },
  );
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
