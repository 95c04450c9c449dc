import { Hono } from 'hono';
import { z } from 'zod';
import {
  basketIdSchema,
  cartWithItemQuerySchema,
  cartWithItemRequestSchema,
  getCartQuerySchema,
  reserveWithItemRequestSchema,
} from '@/lib/contracts/cart';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { BasketRow } from '../db/schema';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { openBasketFor, openProductPageBasket, requireOwnedBasket } from './basket-store';
import { readBasketSummary } from './basket-summary';
import type { CartDependencies } from './cart-dependencies';
import { addItem } from './items';
import { handOverStoreOf } from './till-sale';
import { changeBasket, changeShopperBag, type BasketCall } from './cart-reply';
import { cartCall, readCart } from './route-support';

const basketParams = z.object({ basketId: basketIdSchema });

/**
 * Where cartWithItem adds when not to the shopper's bag: a product-page wallet purchase gets a
 * basket of its own; `bid` names a cart the page already holds. Null: the bag.
 */
async function otherBasketToAddTo(
  { db, subject, now }: BasketCall,
  query: z.infer<typeof cartWithItemQuerySchema>,
  locale: Locale,
) {
  if (query.context === 'APPLE_PAY_EXPRESS') return openProductPageBasket(db, subject, locale, now);
  return query.bid ? await requireOwnedBasket(db, query.bid, subject).catch(() => null) : null;
}

/** Creating and reading carts; idle ones expire in the background and read as gone. */
export function basketRoutes(deps: CartDependencies) {
  return (
    new Hono<ApiEnv>()
      .post('/cart/v1/cart', async (c) => {
        const call = cartCall(c, deps);
        const basket = await openBasketFor(
          call.db,
          call.subject,
          c.get('request').locale,
          call.now,
          deps.idleDays,
        );
        return c.json(
          await readCart(call, basket.id, deps.idleDays, {
            favStoreId: null,
            checkInventory: true,
          }),
        );
      })
      .post('/cart/v1/cartWithItem', async (c) => {
        const call = cartCall(c, deps);
        const query = readQuery(c, cartWithItemQuerySchema);
        const item = await readJsonBody(c, cartWithItemRequestSchema);
        const locale = c.get('request').locale;
        const pickup = query.action === 'pickup';
        const storeId = item.storeId ?? (pickup ? query.favStoreId : undefined);
        const add = (tx: Database, locked: BasketRow) =>
          addItem(
            tx,
            locked,
            { ...item, storeId, shippingMethod: pickup ? 'pickup' : item.shippingMethod },
            { now: call.now, handOverStoreId: handOverStoreOf(c, locked) },
          );
        const options = { favStoreId: query.favStoreId ?? null, linesOnly: true };
        const other = await otherBasketToAddTo(call, query, locale);
        const cart = other
          ? await changeBasket(call, other.id, add, options)
          : await changeShopperBag(call, { locale, idleDays: deps.idleDays }, add, options);
        return c.json(cart);
      })
      .get('/cart/v1/cart/:basketId', async (c) => {
        const call = cartCall(c, deps);
        const { basketId } = readParams(c, basketParams);
        // isPatchRequired is accepted for the page's sake: every read reprices the cart anyway.
        const query = readQuery(c, getCartQuerySchema);
        const cart = await readCart(call, basketId, deps.idleDays, {
          favStoreId: query.favStoreId ?? null,
          checkInventory: query.inventorySupplyCheck ?? false,
        });
        return c.json(cart);
      })
      // Ours, beyond the spec: the header's count without the lock and the reprice of a full read.
      .get('/cart/v1/cart/:basketId/summary', async (c) => {
        const call = cartCall(c, deps);
        const { basketId } = readParams(c, basketParams);
        return c.json(
          await readBasketSummary(call.db, basketId, call.subject, {
            now: call.now,
            idleDays: deps.idleDays,
          }),
        );
      })
      .post('/cart/v1/reserveWithItem', async (c) => {
        const call = cartCall(c, deps);
        const { cartId, ...item } = await readJsonBody(c, reserveWithItemRequestSchema);
        const cart = await changeBasket(call, cartId, (tx, basket) =>
          addItem(tx, basket, item, { now: call.now, reservation: true }),
        );
        return c.json(cart);
      })
  );
}
