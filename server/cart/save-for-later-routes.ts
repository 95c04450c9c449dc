import { Hono } from 'hono';
import { z } from 'zod';
import {
  basketIdSchema,
  moveToSaveForLaterRequestSchema,
  updateSaveForLaterRequestSchema,
} from '@/lib/contracts/cart';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import type { CartDependencies } from './cart-dependencies';
import { changeBasket, type BasketCall } from './cart-reply';
import { cartCall } from './route-support';
import {
  readSaveForLater,
  removeSavedItem,
  requireSaveForLaterAllowed,
  requireSavedItem,
  saveLineForLater,
  updateSavedItem,
} from './save-for-later';

const basketParams = z.object({ basketId: basketIdSchema });
const savedItemParams = z.object({ saveForlaterId: z.uuid(), itemId: z.uuid() });

const listReply = (call: BasketCall, locale: Locale) =>
  readSaveForLater(call.db, call.subject, locale, call.now);

/** Saved for later (the v2 calls); off for employees. */
export function saveForLaterRoutes(deps: CartDependencies) {
  return new Hono<ApiEnv>()
    .post('/cart/v2/cart/:basketId/saveForLater', async (c) => {
      const call = cartCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { itemId } = await readJsonBody(c, moveToSaveForLaterRequestSchema);
      return c.json(
        await changeBasket(call, basketId, (tx, basket) =>
          saveLineForLater(tx, basket, itemId, call.subject, call.now),
        ),
      );
    })
    .put('/cart/v2/saveForLater', async (c) => {
      const call = cartCall(c, deps);
      requireSaveForLaterAllowed(call.subject);
      const change = await readJsonBody(c, updateSaveForLaterRequestSchema);
      const { locale } = c.get('request');
      const item = await requireSavedItem(
        call.db,
        call.subject,
        change.saveForLaterId,
        change.itemId,
      );
      await updateSavedItem(
        call.db,
        item,
        { variantId: change.productId, qty: change.qty },
        { currency: settingsFor(locale).currency, locale },
        call.now,
      );
      return c.json(await listReply(call, locale));
    })
    .delete('/cart/v2/saveForLater/:saveForlaterId/items/:itemId', async (c) => {
      const call = cartCall(c, deps);
      requireSaveForLaterAllowed(call.subject);
      const { saveForlaterId, itemId } = readParams(c, savedItemParams);
      const item = await requireSavedItem(call.db, call.subject, saveForlaterId, itemId);
      await removeSavedItem(call.db, item.id);
      return c.json(await listReply(call, c.get('request').locale));
    });
}
