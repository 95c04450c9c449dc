import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simulatorChallengeResponseSchema } from '@/lib/contracts/checkout';
import { headerNames } from '@/lib/contracts/headers';
import { guestShopper, setupCartApi } from '../cart/testing/cart-test-kit';
import { orders } from '../db/schema';
import { AUTHORISED_CARD, CHALLENGE_CARD, readyCart, testCard } from './testing/checkout-test-kit';

const { call, db } = setupCartApi();

const inApp = (tracking?: string) => ({
  [headerNames.channel]: 'MAPP',
  ...(tracking === undefined ? {} : { [headerNames.appTracking]: tracking }),
});

async function orderRow(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

describe('the channel an order came through', () => {
  it('records MAPP and the app tracking header of a placement from the app', async () => {
    const shopper = await guestShopper(call, inApp('spring-launch.42'));
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(await orderRow(placed.orderNumber)).toMatchObject({
      channel: 'MAPP',
      appTracking: 'spring-launch.42',
    });
  });

  it('records ECOMM and no tracking for a browser', async () => {
    const shopper = await guestShopper(call);
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const placed = await checkout.place(basketId, testCard(AUTHORISED_CARD));
    expect(await orderRow(placed.orderNumber)).toMatchObject({
      channel: 'ECOMM',
      appTracking: null,
    });
  });

  it('refuses a tracking value that is too long or carries other characters', async () => {
    for (const tracking of ['<script>', 'a'.repeat(65), 'two words']) {
      const shopper = await guestShopper(call, inApp(tracking));
      const { basketId, checkout } = await readyCart(call, db(), shopper);
      const refused = await checkout.failure(
        '/cart/v2/checkout/order',
        'PUT',
        checkout.placeBody(basketId, testCard(AUTHORISED_CARD)),
      );
      expect(refused).toMatchObject({
        status: 400,
        errorId: 'API400',
        field: `header.${headerNames.appTracking}`,
      });
    }
  });

  it('keeps the tracking a 3-D Secure patch carries when the placement had none', async () => {
    const shopper = await guestShopper(call, inApp());
    const { basketId, checkout } = await readyCart(call, db(), shopper);
    const pending = await checkout.place(basketId, testCard(CHALLENGE_CARD));
    expect(await orderRow(pending.orderNumber)).toMatchObject({
      channel: 'MAPP',
      appTracking: null,
    });
    const challenge = simulatorChallengeResponseSchema.parse(
      await checkout.ok('/cart/v1/paymentSession/simulator/challenge', 'POST', {
        token: pending.flash[0]!.data.action.token,
        password: 'password',
      }),
    );
    const reply = await call(`/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`, {
      method: 'PATCH',
      jar: shopper.jar,
      headers: inApp('after-challenge'),
      body: {
        paymentMethod: {
          code: 'CREDIT_CARD',
          additionalData: { threeDS2Result: challenge.threeDS2Result },
        },
      },
    });
    expect(reply.status).toBe(200);
    expect(await orderRow(pending.orderNumber)).toMatchObject({
      status: 'Created',
      appTracking: 'after-challenge',
    });
  });
});
