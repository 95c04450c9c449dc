import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAuthApi, signIn } from '@/server/auth/testing/auth-test-kit';
import { consumerAddresses, consumers, orders } from '@/server/db/schema';
import { orderClient } from '@/server/orders/testing/order-test-kit';
import { CookieJar } from '@/server/testing/test-api';
import { demoOrderNumbers } from './demo-orders';
import { DEMO_SHOPPER } from './demo-shopper';
import { MIN_PRODUCT_COUNT } from './fixtures';
import { seedDatabase } from './run';

const { call, db, clock } = setupAuthApi();
const publicBaseUrl = 'http://127.0.0.1:3100';
const demoSeed = () =>
  seedDatabase(db(), {
    products: MIN_PRODUCT_COUNT,
    demoShopper: { publicBaseUrl, now: clock.now() },
  });

beforeAll(demoSeed);

async function signedInDemoShopper() {
  const [account] = await db()
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.email, DEMO_SHOPPER.email));
  const jar = new CookieJar();
  const reply = await signIn(call, { ...DEMO_SHOPPER, id: account!.id }, jar);
  expect(reply.status).toBe(200);
  return orderClient(call, { jar });
}

describe('the demo shopper', () => {
  it('signs in with the public password and finds an order in every status', async () => {
    const client = await signedInDemoShopper();
    const history = await client.history({ period: 'all' });
    expect(history.orders.map((order) => order.status)).toEqual([
      'Created',
      'Processing',
      'Shipped',
      'Delivered',
      'Delivered',
      'Cancelled',
      'Refunded',
    ]);
    for (const order of history.orders) {
      expect(order.total).toBeGreaterThan(0);
      expect(order.thumbnails[0]).toMatch(/^\/media\/products\//);
    }
    const lastMonth = await client.history({ period: 'last30Days', status: 'Delivered' });
    expect(lastMonth.orders[0]?.orderNumber).toBe('ST-DEMO-1004');
  });

  it("has last week's order delivered, returnable and under warranty, with sums that add up", async () => {
    const client = await signedInDemoShopper();
    const order = await client.detail('ST-DEMO-1004');
    expect(order.actions).toMatchObject({ cancel: false, return: true, warranty: true });
    expect(order.items.map((item) => item.qty).sort()).toEqual([1, 2]);
    expect(order.items.every((item) => item.imageUrl && item.size)).toBe(true);
    const { itemTotal, shipping, tax, total } = order.totals;
    expect(order.items.reduce((sum, item) => sum + item.rowTotal, 0)).toBeCloseTo(itemTotal);
    expect(tax).toBeGreaterThan(0);
    expect(itemTotal + shipping + tax).toBeCloseTo(total);
    expect(order.paymentMethod).toEqual([
      expect.objectContaining({
        amount: total,
        additionalData: expect.objectContaining({ cardType: 'visa', lastFour: '1111' }),
      }),
    ]);
    expect(order.timeline.map((entry) => entry.status)).toEqual([
      'Created',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
  });

  it('has a cancellable order, a tracked parcel, a refunded cancellation and return, a gift card', async () => {
    const client = await signedInDemoShopper();
    expect((await client.detail('ST-DEMO-1001')).actions.cancel).toBe(true);
    expect((await client.detail('ST-DEMO-1003')).tracking).toMatchObject({
      carrier: 'DemoPost',
      trackingUrl: `${publicBaseUrl}/en-us/order-status?orderNumber=ST-DEMO-1003`,
    });
    const cancelled = await client.detail('ST-DEMO-1006');
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ status: 'Refunded', amount: cancelled.totals.total }),
    ]);
    const returned = await client.detail('ST-DEMO-1007');
    expect(returned.returns).toEqual([expect.objectContaining({ status: 'Refunded' })]);
    expect(returned.refunds).toEqual([
      expect.objectContaining({ status: 'Refunded', amount: returned.returns[0]!.amount }),
    ]);
    const gift = await client.detail('ST-DEMO-1005');
    expect(gift.items[0]?.shippingMethod).toBe('digital');
    expect(gift.actions).toMatchObject({ resendGiftCardEmail: true, return: false });
  });

  it('is replaced by a reseed in demo mode and removed by one outside it', async () => {
    await demoSeed();
    const accounts = await db()
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.email, DEMO_SHOPPER.email));
    expect(accounts).toHaveLength(1);
    expect(await db().$count(orders, eq(orders.consumerId, accounts[0]!.id))).toBe(7);
    expect(
      await db().$count(consumerAddresses, eq(consumerAddresses.consumerId, accounts[0]!.id)),
    ).toBe(1);

    await seedDatabase(db(), { products: MIN_PRODUCT_COUNT });
    expect(await db().$count(consumers, eq(consumers.email, DEMO_SHOPPER.email))).toBe(0);
    expect(await db().$count(orders, inArray(orders.orderNumber, demoOrderNumbers))).toBe(0);
  });
});
