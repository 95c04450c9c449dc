import { Hono } from 'hono';
import { z } from 'zod';
import {
  addItemRequestSchema,
  basketIdSchema,
  deleteItemRequestSchema,
  updateItemRequestSchema,
} from '@/lib/contracts/cart';
import type { ApiEnv } from '../http/context';
import { ApiError } from '../http/api-error';
import { readJsonBody, readParams } from '../http/validation';
import type { CartDependencies } from './cart-dependencies';
import { addItem, deleteItem, updateItem, type NewItem } from './items';
import { handOverStoreOf } from './till-sale';
import { changeBasket } from './cart-reply';
import { cartCall } from './route-support';
import { removeSavedItem, requireSaveForLaterAllowed, requireSavedItem } from './save-for-later';

const basketParams = z.object({ basketId: basketIdSchema });

/** Adding, changing and removing cart lines. */
export function itemRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .post('/cart/v1/item', async (c) => {
      const call = cartCall(c, deps);
      const { cartId, saveForLater, ...item } = await readJsonBody(c, addItemRequestSchema);
      const cart = await changeBasket(
        call,
        cartId,
        async (tx, basket) => {
          const handOverStoreId = handOverStoreOf(c, basket);
          if (!saveForLater) return addItem(tx, basket, item, { now: call.now, handOverStoreId });
          // Moving a saved line back: the whole saved quantity returns, then leaves the list.
          requireSaveForLaterAllowed(call.subject);
          const saved = await requireSavedItem(
            tx,
            call.subject,
            saveForLater.saveForLaterId,
            saveForLater.itemId,
          );
          const moved: NewItem = {
            ...item,
            productId: item.productId ?? saved.variantId ?? undefined,
            qty: saved.qty,
          };
          const added = await addItem(tx, basket, moved, { now: call.now, handOverStoreId }).catch(
            (error: unknown) => {
              if (error instanceof ApiError && error.code === 'INV700') {
                throw new ApiError('INV700', 'This item could not be moved to cart.');
              }
              throw error;
            },
          );
          await added.inFlight;
          await removeSavedItem(tx, saved.id);
        },
        { linesOnly: true },
      );
      return c.json(cart);
    })
    .delete('/cart/v1/item', async (c) => {
      const call = cartCall(c, deps);
      const { cartId, itemId } = await readJsonBody(c, deleteItemRequestSchema);
      return c.json(
        await changeBasket(call, cartId, (tx, basket) => deleteItem(tx, basket, itemId)),
      );
    })
    .put('/cart/v1/cart/:basketId/item', async (c) => {
      const call = cartCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const change = await readJsonBody(c, updateItemRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          updateItem(tx, basket, change, call.now),
        ),
      );
    });
}
