import type { Context } from 'hono';
import { BASKET_VERSION_HEADER, basketVersionSchema, type Cart } from '@/lib/contracts/cart';
import { requireShopper } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { withOwnedBasket } from './basket-store';
import { idleCutoff } from './expiry';
import type { CartDependencies } from './cart-dependencies';
import { buildCartReply, type BasketCall } from './cart-reply';

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

export function cartCall(c: Context<ApiEnv>, deps: CartDependencies): BasketCall {
  return {
    db: c.get('db'),
    subject: requireShopper(c),
    now: deps.clock.now(),
    expectedVersion: expectedVersionOf(c),
  };
}

/**
 * Reads a basket under its row lock (pricing may still settle gifts, stock and flash). One idle
 * past `idleDays` answers BSK404, as the summary does, and keeps its idle clock: the read does
 * not bring it back.
 */
export async function readCart(
  { db, subject, now }: BasketCall,
  basketId: string,
  idleDays: number,
  options: { favStoreId: string | null; checkInventory: boolean },
): Promise<Cart> {
  return withOwnedBasket(
    db,
    basketId,
    subject,
    { write: false, now, idleBefore: idleCutoff(now, idleDays) },
    (tx, basket) => buildCartReply(tx, basket, { now, subject, ...options }, true),
  );
}
