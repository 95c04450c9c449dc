import {
  orderDetailResponseSchema,
  purchaseHistoryResponseSchema,
  type PurchaseHistoryRequest,
} from '@/lib/contracts/orders';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import type { ApiCall } from '../../auth/testing/auth-test-kit';
import { shopperCalls, type Shopper } from '../../cart/testing/cart-test-kit';
import { setOnlineStock } from '../../cart/testing/catalog-facts';
import { AUTHORISED_CARD, readyCart, testCard } from '../../checkout/testing/checkout-test-kit';
import type { Database } from '../../db/client';

export const CONSUMER_BASE = '/consumers-v3/consumer';

/** Places an order paid by card for the shopper; answers its number and the variant bought. */
export async function placeCardOrder(
  call: ApiCall,
  db: Database,
  shopper: Shopper,
  { qty = 1, stock = 100 }: { qty?: number; stock?: number } = {},
) {
  const { basketId, variantId, checkout } = await readyCart(call, db, shopper, { qty });
  await setOnlineStock(db, variantId, stock);
  const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
  return { orderNumber: placed.orderNumber, variantId, basketId, checkout };
}

/** The order service's calls as one shopper. */
export function orderClient(call: ApiCall, shopper: Shopper) {
  const { send, ok, failure } = shopperCalls(call, shopper);
  return {
    send,
    failure,
    history: async (body: PurchaseHistoryRequest = {}) =>
      purchaseHistoryResponseSchema.parse(
        await ok(`${CONSUMER_BASE}/purchasehistory`, 'POST', body),
      ),
    detail: async (orderNumber: string) =>
      orderDetailResponseSchema.parse(await ok(`${CONSUMER_BASE}/purchase/${orderNumber}`, 'GET')),
    cancel: async (orderNumber: string) =>
      orderDetailResponseSchema.parse(
        await ok(`${CONSUMER_BASE}/CancelOrder?orderNumber=${orderNumber}`, 'POST', {
          reason: 'changedMind',
        }),
      ),
    cancelPath: (orderNumber: string) => `${CONSUMER_BASE}/CancelOrder?orderNumber=${orderNumber}`,
    /** Sends the offline reCAPTCHA token as the page does, unless `body` says otherwise. */
    track: (body: { orderNumber: string; email?: string; recaptcha_response?: string }) =>
      send(`${CONSUMER_BASE}/TrackOrder`, 'POST', {
        recaptcha_response: offlineRecaptchaToken('trackOrder'),
        ...body,
      }),
  };
}
