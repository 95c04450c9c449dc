import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { setupAuthApi } from '../auth/testing/auth-test-kit';
import { guestShopper, signedInShopper } from '../cart/testing/cart-test-kit';
import { orderItems, orderReturns, orders, refunds } from '../db/schema';
import { MIN_PRODUCT_COUNT } from '../db/seed/fixtures';
import { createTestApi, firstError } from '../testing/test-api';
import { advanceSimulatedOrders, SIMULATED_CARRIER } from './fulfilment-simulator';
import { orderClient, placeCardOrder } from './testing/order-test-kit';

const OMS_API_KEY = 'oms-test-key-that-is-long-enough';
const { call, db, clock, mail } = setupAuthApi({
  products: MIN_PRODUCT_COUNT,
  omsApiKey: OMS_API_KEY,
});

function oms(orderNumber: string, body: unknown, key = OMS_API_KEY) {
  return call(`/oms/v1/orders/${orderNumber}/events`, {
    method: 'POST',
    body,
    headers: { authorization: `Bearer ${key}` },
  });
}

async function deliveredOrder() {
  const shopper = await signedInShopper(call, db());
  const { orderNumber } = await placeCardOrder(call, db(), shopper, { qty: 2 });
  for (const event of [
    { type: 'processing' },
    {
      type: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://ups.example/1Z999',
    },
    { type: 'delivered' },
  ]) {
    expect((await oms(orderNumber, event)).status).toBe(200);
  }
  return { shopper, orderNumber };
}

async function startReturn(orderNumber: string, id: string, amountMinor: number) {
  const [item] = await db()
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderNumber, orderNumber));
  await db()
    .insert(orderReturns)
    .values({
      id,
      orderNumber,
      items: [{ itemId: item!.id, qty: 1, reason: 'tooSmall' }],
      amountMinor,
      status: 'LabelIssued',
    });
}

async function paidOf(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!.totals.total!;
}

describe('the OMS endpoint', () => {
  it('does not exist without OMS_API_KEY, and refuses a wrong key', async () => {
    const unconfigured = createTestApi(db());
    const missing = await unconfigured('/oms/v1/orders/ST000000000000/events', {
      method: 'POST',
      body: { type: 'processing' },
      headers: { authorization: `Bearer ${OMS_API_KEY}` },
    });
    expect(missing.status).toBe(404);

    const wrong = await oms('ST000000000000', { type: 'processing' }, 'not-the-key');
    expect(wrong.status).toBe(401);
    expect(firstError(wrong.json).errorId).toBe('AUT404');
  });

  it('moves an order to shipped with tracking and delivered, mailing the shopper each time', async () => {
    const { shopper, orderNumber } = await deliveredOrder();
    const detail = await orderClient(call, shopper).detail(orderNumber);

    expect(detail.status).toBe('Delivered');
    expect(detail.timeline.map((entry) => entry.status)).toEqual([
      'Created',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(detail.tracking).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999',
      trackingUrl: 'https://ups.example/1Z999',
    });
    expect(detail.actions).toMatchObject({ cancel: false, return: true, warranty: true });
    expect(detail.returnWindowEndsAt).not.toBeNull();
    const shipped = mail.find((m) => m.kind === 'order-shipped' && m.text.includes(orderNumber));
    expect(shipped?.text).toContain('https://ups.example/1Z999');
    expect(shipped?.text).toContain(`/account/orders/${orderNumber}`);
    expect(mail.some((m) => m.kind === 'order-delivered' && m.text.includes(orderNumber))).toBe(
      true,
    );
  });

  it('sends no shipped or delivered mail to a shopper who turned order updates off', async () => {
    const shopper = await signedInShopper(call, db());
    const turnedOff = await call('/consumers-v3/consumer/notification', {
      method: 'PUT',
      body: { notificationPreferences: { orderUpdates: false } },
      jar: shopper.jar,
    });
    expect(turnedOff.status).toBe(200);
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    for (const event of [
      { type: 'processing' },
      { type: 'shipped', carrier: 'UPS', trackingNumber: '1Z997' },
      { type: 'delivered' },
    ]) {
      expect((await oms(orderNumber, event)).status).toBe(200);
    }
    const sent = mail.filter((m) => m.text.includes(orderNumber)).map((m) => m.kind);
    expect(sent).not.toContain('order-shipped');
    expect(sent).not.toContain('order-delivered');
    expect(sent).toContain('order-confirmation');
  });

  it('refuses a move the order’s status does not allow', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    await orderClient(call, shopper).cancel(orderNumber);

    const reply = await oms(orderNumber, {
      type: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z1',
    });
    expect(reply.status).toBe(409);
    expect(firstError(reply.json).errorId).toBe('ORD411');
    expect((await oms('ST000000000000', { type: 'processing' })).status).toBe(404);
  });

  it('receives a return and refunds it once, never beyond what was paid', async () => {
    const { shopper, orderNumber } = await deliveredOrder();
    const paid = await paidOf(orderNumber);
    await startReturn(orderNumber, 'R-FIRST', 1000);

    expect((await oms(orderNumber, { type: 'returned', returnId: 'R-FIRST' })).status).toBe(200);
    expect((await oms(orderNumber, { type: 'refunded', returnId: 'R-FIRST' })).status).toBe(200);
    const replay = await oms(orderNumber, { type: 'refunded', returnId: 'R-FIRST' });
    expect(replay.status).toBe(409);

    // A second return asking more than is left gets only what is left.
    await startReturn(orderNumber, 'R-SECOND', paid);
    await oms(orderNumber, { type: 'returned', returnId: 'R-SECOND' });
    await oms(orderNumber, { type: 'refunded', returnId: 'R-SECOND' });

    const rows = await db().select().from(refunds).where(eq(refunds.orderNumber, orderNumber));
    expect(rows.map((row) => [row.reason, row.amountMinor]).sort()).toEqual(
      [
        ['return:R-FIRST', 1000],
        ['return:R-SECOND', paid - 1000],
      ].sort(),
    );
    const detail = await orderClient(call, shopper).detail(orderNumber);
    expect(detail.status).toBe('Refunded');
    expect(detail.returns.map((started) => started.status)).toEqual(['Refunded', 'Refunded']);
    expect(
      mail.filter((m) => m.kind === 'refund-issued' && m.text.includes(orderNumber)),
    ).toHaveLength(2);
  });

  it('answers RTN404 for a return the order does not have', async () => {
    const { orderNumber } = await deliveredOrder();
    const reply = await oms(orderNumber, { type: 'returned', returnId: 'R-NONE' });
    expect(reply.status).toBe(404);
    expect(firstError(reply.json).errorId).toBe('RTN404');
  });
});

describe('order mails to a guest', () => {
  it('link to the order status page, where the order is looked up with its email', async () => {
    const { orderNumber } = await placeCardOrder(call, db(), await guestShopper(call));
    for (const event of [
      { type: 'processing' },
      { type: 'shipped', carrier: 'UPS', trackingNumber: '1Z998' },
    ]) {
      expect((await oms(orderNumber, event)).status).toBe(200);
    }
    const shipped = mail.find((m) => m.kind === 'order-shipped' && m.text.includes(orderNumber));
    expect(shipped?.text).toContain(`/order-status?orderNumber=${orderNumber}`);
    expect(shipped?.text).not.toContain('/account/orders/');
  });
});

describe('the fulfilment simulator', () => {
  it('moves a placed order step by step to Delivered, with DemoPost tracking', async () => {
    const shopper = await signedInShopper(call, db());
    const { orderNumber } = await placeCardOrder(call, db(), shopper);
    const sweep = (now: Date) =>
      advanceSimulatedOrders({
        db: db(),
        now,
        stepSeconds: 120,
        mail: {
          mailer: () => ({ send: async (message) => void mail.push(message) }),
          publicBaseUrl: 'https://shop.example',
        },
        log: pino({ level: 'silent' }),
      });
    const statusOf = async () =>
      (await db().select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.status;

    let now = clock.now();
    await sweep(now);
    expect(await statusOf()).toBe('Created');
    for (const expected of ['Processing', 'Shipped', 'Delivered']) {
      now = new Date(now.getTime() + 121_000);
      await sweep(now);
      expect(await statusOf()).toBe(expected);
    }
    now = new Date(now.getTime() + 121_000);
    await sweep(now);
    expect(await statusOf()).toBe('Delivered');

    const detail = await orderClient(call, shopper).detail(orderNumber);
    expect(detail.tracking).toMatchObject({
      carrier: SIMULATED_CARRIER,
      trackingUrl: expect.stringContaining(`/order-status?orderNumber=${orderNumber}`),
    });
    expect(mail.some((m) => m.kind === 'order-shipped' && m.text.includes(orderNumber))).toBe(true);
  });
});
