import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  simulatorRedirectDescriptionSchema,
  simulatorRedirectResponseSchema,
  type PlaceOrderResponse,
} from '@/lib/contracts/checkout';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { orders } from '../db/schema';
import { checkoutClient, readyCart, stockOf } from './testing/checkout-test-kit';

/**
 * Buy now pay later through the simulator, as Klarna through Adyen: placement answers a
 * redirect to the provider's page, the page's answer comes back on the return URL as a signed
 * `redirectResult`, and the PATCH with it decides the order.
 */
const { call, db } = setupCartApi();

type Checkout = ReturnType<typeof checkoutClient>;

async function placeWithBnpl(shopper: Shopper, qty = 1) {
  const ready = await readyCart(call, db(), shopper, { qty });
  await setOnlineStock(db(), ready.variantId, 5);
  const pending = await ready.checkout.place(ready.basketId, {}, 'KLARNA');
  return { ...ready, pending };
}

function tokenOf(pending: PlaceOrderResponse): string {
  const { url } = pending.flash[0]!.data.action;
  return new URL(url!).searchParams.get('token') ?? '';
}

/** The provider page's decision: the return URL it sends the shopper back to. */
async function decide(checkout: Checkout, pending: PlaceOrderResponse, approved: boolean) {
  const reply = simulatorRedirectResponseSchema.parse(
    await checkout.ok('/cart/v1/paymentSession/simulator/redirect', 'POST', {
      token: tokenOf(pending),
      approved,
    }),
  );
  return new URL(reply.returnUrl);
}

function patchBody(redirectResult: string) {
  return { paymentMethod: { code: 'KLARNA', additionalData: { redirectResult } } };
}

describe('buy now pay later through the simulated provider page', () => {
  it('holds the stock and sends the shopper to the provider page, which shows the amount', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, pending } = await placeWithBnpl(shopper, 2);
    expect(pending.status).toBe('PaymentPending');
    expect(pending.flash[0]!.data.action).toMatchObject({
      type: 'redirect',
      method: 'GET',
      provider: 'simulator',
      paymentMethodType: 'klarna',
    });
    const page = new URL(pending.flash[0]!.data.action.url!);
    expect(page.pathname).toBe('/en-us/dev/payment-provider');
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 2 });

    // The page renders on the server, without the shopper's session: the token is enough.
    const reply = await call(
      `/cart/v1/paymentSession/simulator/redirect?token=${encodeURIComponent(tokenOf(pending))}`,
    );
    expect(reply.status).toBe(200);
    const described = simulatorRedirectDescriptionSchema.parse(reply.json);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, pending.orderNumber));
    expect(described).toEqual({
      reference: pending.orderNumber,
      paymentMethodType: 'klarna',
      amount: { value: order!.totals.remainingToPay, currency: 'USD' },
    });
    expect(pending.basketId).toBe(basketId);
  });

  it('completes the order when the shopper approves and comes back with the result', async () => {
    const shopper = await guestShopper(call);
    const { variantId, checkout, pending } = await placeWithBnpl(shopper);
    const back = await decide(checkout, pending, true);
    expect(back.pathname).toBe('/en-us/checkout/return');
    expect(back.searchParams.get('orderNumber')).toBe(pending.orderNumber);
    expect(back.searchParams.get('st')).toBe(pending.st);

    // The return page may be opened in another session: the access token is enough.
    const other = checkoutClient(call, await guestShopper(call));
    const done = await other.ok(
      `/cart/v2/checkout/order/${pending.orderNumber}?st=${back.searchParams.get('st')}`,
      'PATCH',
      patchBody(back.searchParams.get('redirectResult')!),
    );
    expect(done).toMatchObject({ orderNumber: pending.orderNumber, status: 'Created' });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 4, reserved: 0 });
  });

  it('cancels the order when the shopper declines: stock back, a new cart with the same lines', async () => {
    const shopper = await guestShopper(call);
    const { basketId, variantId, checkout, pending } = await placeWithBnpl(shopper, 2);
    const back = await decide(checkout, pending, false);
    const failed = await checkout.failure(
      `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`,
      'PATCH',
      patchBody(back.searchParams.get('redirectResult')!),
    );
    expect(failed).toMatchObject({ errorId: 'PAY400', status: 402 });
    const newBasketId = String(failed.data!.basketId);
    expect(newBasketId).not.toBe(basketId);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 0 });
    const renewed = await cartClient(call, shopper).get(newBasketId);
    expect(
      renewed.items.filter((item) => !item.bonus).map((item) => [item.productId, item.qty]),
    ).toEqual([[variantId, 2]]);

    // Coming back to the return page again (reload) names the same new cart.
    const again = await checkout.failure(
      `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`,
      'PATCH',
      patchBody(back.searchParams.get('redirectResult')!),
    );
    expect(again).toMatchObject({ errorId: 'PAY400', data: { basketId: newBasketId } });
  });

  it('refuses a forged redirect result and one made for another payment', async () => {
    const someoneElse = await placeWithBnpl(await guestShopper(call));
    const approvedElsewhere = (
      await decide(someoneElse.checkout, someoneElse.pending, true)
    ).searchParams.get('redirectResult')!;
    const forged = approvedElsewhere.replace(/\.[^.]+$/, '.forged');
    const shopper = await guestShopper(call);
    for (const redirectResult of [forged, approvedElsewhere]) {
      const { checkout, pending, variantId } = await placeWithBnpl(shopper);
      const failed = await checkout.failure(
        `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`,
        'PATCH',
        patchBody(redirectResult),
      );
      expect(failed.errorId).toBe('PAY400');
      expect(await stockOf(db(), variantId)).toMatchObject({ reserved: 0 });
    }
  });

  it('answers only tokens it signed', async () => {
    const shopper = await guestShopper(call);
    const { checkout } = await readyCart(call, db(), shopper);
    const bad = await checkout.failure('/cart/v1/paymentSession/simulator/redirect', 'POST', {
      token: 'simredirect.e30.forged',
      approved: true,
    });
    expect(bad.errorId).toBe('PAY400');
  });
});
