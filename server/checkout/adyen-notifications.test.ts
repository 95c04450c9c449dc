import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADYEN_MOCK_REDIRECT_APPROVED,
  adyenNotificationBody,
  type AdyenMockNotification,
} from '@/mocks/adyen-handlers';
import { manualClock } from '../auth/testing/auth-test-kit';
import { cartClient, guestShopper, variantOf } from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { baskets, orders, payments, refunds } from '../db/schema';
import { emailOutbox } from '../db/schema/auth';
import { SEED_IDS } from '../db/seed/fixtures';
import { defaultHeaders, firstError } from '../testing/test-api';
import { createAdyenProvider } from '../payments/adyen';
import { createLogReporter, type MonitoringEvent } from '../monitoring/error-reporter';
import { readPlacementRecord } from './placement-record';
import { setupAdyenCheckoutApi, TEST_ADYEN_CONFIG } from './testing/adyen-test-kit';
import {
  AUTHORISED_CARD,
  readyCart,
  stockOf,
  sweepStalePayments,
  testCard,
} from './testing/checkout-test-kit';
import { PENDING_PAYMENT_TTL_MS } from './stale-orders';

const webhook = {
  username: 'adyen-webhook',
  password: 'a long webhook password',
  hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  merchantAccount: TEST_ADYEN_CONFIG.merchantAccount,
};
const clock = manualClock();
const logged: {
  level: number;
  msg: string;
  merchantReference?: string;
  orderNumber?: string;
}[] = [];
const log = pino(
  { level: 'info' },
  { write: (line: string) => void logged.push(JSON.parse(line)) },
);
const reported: MonitoringEvent[] = [];
const reporter = {
  ...createLogReporter(log),
  event: (event: MonitoringEvent) => reported.push(event),
};
const { adyen, call, db } = setupAdyenCheckoutApi({
  auth: { clock },
  adyenWebhook: webhook,
  log,
  reporter,
});
/** The server's background sweep of stale payments, asking Adyen as the API does. */
const sweepStale = () =>
  sweepStalePayments(db(), clock.now(), { provider: createAdyenProvider(TEST_ADYEN_CONFIG), log });
beforeEach(() => {
  logged.length = 0;
  reported.length = 0;
});

const basicAuth = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

/** Posts as Adyen does: none of the storefront's headers, basic auth, a signed batch. */
async function notify(
  body: unknown,
  authorization = basicAuth(webhook.username, webhook.password),
) {
  const withoutStorefrontHeaders = Object.fromEntries(
    Object.keys(defaultHeaders()).map((name) => [name, undefined]),
  );
  return call('/adyen/notifications', {
    method: 'POST',
    body,
    headers: { ...withoutStorefrontHeaders, authorization },
  });
}

/** A guest's Klarna order of two (5 in stock), left pending: the shopper never came back. */
async function abandonedKlarnaOrder() {
  const shopper = await guestShopper(call);
  const ready = await readyCart(call, db(), shopper, { qty: 2 });
  await setOnlineStock(db(), ready.variantId, 5);
  adyen.calls.length = 0;
  const pending = await ready.checkout.place(ready.basketId, { type: 'klarna' }, 'KLARNA');
  const authorised = adyen.calls.find((entry) => entry.path === '/payments')!.body.amount as {
    value: number;
    currency: string;
  };
  const authorisation = (
    success: boolean,
    changes: Partial<AdyenMockNotification> = {},
  ): AdyenMockNotification => ({
    eventCode: 'AUTHORISATION',
    success,
    merchantReference: pending.orderNumber,
    merchantAccountCode: TEST_ADYEN_CONFIG.merchantAccount,
    amount: authorised,
    pspReference: 'KLARNAPSP0000001',
    ...(success ? {} : { reason: 'Refused' }),
    ...changes,
  });
  return { shopper, ...ready, pending, authorisation };
}

async function orderOf(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  return order!;
}

/** Confirmation mails of one order in the outbox (every test guest has the same address). */
async function confirmationsOf(order: { email: string; orderNumber: string }) {
  const sent = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, order.email), eq(emailOutbox.kind, 'order-confirmation')));
  return sent.filter((mail) => mail.text.includes(order.orderNumber));
}

describe('Adyen notifications', () => {
  it('finishes a Klarna order the shopper never came back from, as the return page would', async () => {
    const { pending, variantId, authorisation, checkout } = await abandonedKlarnaOrder();
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 2 });

    const reply = await notify(adyenNotificationBody(authorisation(true), webhook.hmacKey));
    expect(reply).toMatchObject({ status: 200, json: '[accepted]' });

    const order = await orderOf(pending.orderNumber);
    expect(order.status).toBe('Created');
    expect(order.payment).toMatchObject({ pspReference: 'KLARNAPSP0000001' });
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
    expect(await confirmationsOf(order)).toHaveLength(1);

    // The shopper's late return still lands on the confirmation.
    const late = await checkout.ok(
      `/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`,
      'PATCH',
      {
        paymentMethod: {
          code: 'KLARNA',
          additionalData: { redirectResult: ADYEN_MOCK_REDIRECT_APPROVED },
        },
      },
    );
    expect(late).toMatchObject({ status: 'Created' });
    expect(await confirmationsOf(order)).toHaveLength(1);
  });

  it('changes nothing when the same notification comes again', async () => {
    const { pending, variantId, authorisation } = await abandonedKlarnaOrder();
    const body = adyenNotificationBody(authorisation(true), webhook.hmacKey);
    expect((await notify(body)).json).toBe('[accepted]');
    const first = await orderOf(pending.orderNumber);
    expect((await notify(body)).json).toBe('[accepted]');
    expect(await orderOf(pending.orderNumber)).toEqual(first);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
    expect(await confirmationsOf(first)).toHaveLength(1);
  });

  it('changes nothing when the return page finished the order first', async () => {
    const { pending, variantId, authorisation, checkout } = await abandonedKlarnaOrder();
    await checkout.ok(`/cart/v2/checkout/order/${pending.orderNumber}?st=${pending.st}`, 'PATCH', {
      paymentMethod: {
        code: 'KLARNA',
        additionalData: { redirectResult: ADYEN_MOCK_REDIRECT_APPROVED },
      },
    });
    const finished = await orderOf(pending.orderNumber);
    expect((await notify(adyenNotificationBody(authorisation(true), webhook.hmacKey))).json).toBe(
      '[accepted]',
    );
    expect(await orderOf(pending.orderNumber)).toEqual(finished);
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 3, reserved: 0 });
    expect(await confirmationsOf(finished)).toHaveLength(1);
  });

  it('cancels the order on a failed authorisation: stock back, a new cart with the same lines', async () => {
    const { shopper, basketId, pending, variantId, authorisation } = await abandonedKlarnaOrder();
    const reply = await notify(adyenNotificationBody(authorisation(false), webhook.hmacKey));
    expect(reply.json).toBe('[accepted]');
    expect((await orderOf(pending.orderNumber)).status).toBe('Cancelled');
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 0 });
    const [open] = await db()
      .select()
      .from(baskets)
      .where(
        and(
          eq(baskets.ownerId, (await orderOf(pending.orderNumber)).ownerId),
          eq(baskets.status, 'open'),
        ),
      );
    expect(open!.id).not.toBe(basketId);
    const renewed = await cartClient(call, shopper).get(open!.id);
    expect(
      renewed.items.filter((item) => !item.bonus).map((item) => [item.productId, item.qty]),
    ).toEqual([[variantId, 2]]);
  });

  it('skips an item whose HMAC signature is not valid, and logs it', async () => {
    const { pending, variantId, authorisation } = await abandonedKlarnaOrder();
    const forged = adyenNotificationBody(authorisation(true), 'AB'.repeat(32));
    const reply = await notify(forged);
    expect(reply).toMatchObject({ status: 200, json: '[accepted]' });
    expect((await orderOf(pending.orderNumber)).status).toBe('PaymentPending');
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 2 });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(/HMAC signature not valid/),
        merchantReference: pending.orderNumber,
      }),
    );
  });

  it('refuses a call without the webhook credentials with 401', async () => {
    const { pending, authorisation } = await abandonedKlarnaOrder();
    const body = adyenNotificationBody(authorisation(true), webhook.hmacKey);
    for (const authorization of [basicAuth(webhook.username, 'wrong'), '']) {
      const reply = await notify(body, authorization);
      expect(reply.status).toBe(401);
      expect(firstError(reply.json).errorId).toBe('AUT401');
    }
    expect((await orderOf(pending.orderNumber)).status).toBe('PaymentPending');
  });

  it('ignores and logs an authorisation for another amount than the one authorised', async () => {
    const { pending, variantId, authorisation } = await abandonedKlarnaOrder();
    const order = await orderOf(pending.orderNumber);
    const other = authorisation(true, {
      amount: { value: order.totals.remainingToPay! + 100, currency: order.currency },
    });
    expect((await notify(adyenNotificationBody(other, webhook.hmacKey))).json).toBe('[accepted]');
    expect((await orderOf(pending.orderNumber)).status).toBe('PaymentPending');
    expect(await stockOf(db(), variantId)).toMatchObject({ quantity: 5, reserved: 2 });
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: expect.stringMatching(/amount differs/),
        merchantReference: pending.orderNumber,
      }),
    );
  });

  it('keeps an order Adyen reported authorised out of the stale-order sweep', async () => {
    const authorised = await abandonedKlarnaOrder();
    const abandoned = await abandonedKlarnaOrder();
    // The webhook records the authorisation before finishing the order; here finishing failed.
    await db()
      .update(payments)
      .set({ resultCode: 'Authorised', pspReference: 'KLARNAPSP0000001' })
      .where(eq(payments.orderNumber, authorised.pending.orderNumber));
    clock.advance(PENDING_PAYMENT_TTL_MS + 60_000);
    await sweepStale();
    const next = await readyCart(call, db(), await guestShopper(call));
    await next.checkout.place(next.basketId, testCard(AUTHORISED_CARD));
    expect((await orderOf(abandoned.pending.orderNumber)).status).toBe('Cancelled');
    expect((await orderOf(authorised.pending.orderNumber)).status).toBe('PaymentPending');

    // Adyen's retry of the notification then finishes it.
    await notify(adyenNotificationBody(authorised.authorisation(true), webhook.hmacKey));
    expect((await orderOf(authorised.pending.orderNumber)).status).toBe('Created');
  });

  it('never cancels on a guess an order whose Adyen answer was lost: the notification decides', async () => {
    const lost = await abandonedKlarnaOrder();
    // The process died while /payments was out: the hold is committed, Adyen's answer is not.
    await db()
      .update(payments)
      .set({ resultCode: 'Pending', action: null, pspReference: null })
      .where(eq(payments.orderNumber, lost.pending.orderNumber));
    clock.advance(PENDING_PAYMENT_TTL_MS + 60_000);
    const other = await variantOf(db(), SEED_IDS.regularApparel);
    await setOnlineStock(db(), other, 10);
    for (let sweep = 0; sweep < 2; sweep += 1) {
      await sweepStale();
      const next = await readyCart(call, db(), await guestShopper(call), { variantId: other });
      await next.checkout.place(next.basketId, testCard(AUTHORISED_CARD));
    }
    expect((await orderOf(lost.pending.orderNumber)).status).toBe('PaymentPending');
    expect(await stockOf(db(), lost.variantId)).toMatchObject({ quantity: 5, reserved: 2 });
    const told = logged.filter((line) => /payment answer lost/.test(line.msg));
    expect(told).toEqual([
      expect.objectContaining({ level: 50, orderNumber: lost.pending.orderNumber }),
    ]);

    await notify(adyenNotificationBody(lost.authorisation(true), webhook.hmacKey));
    const placed = await orderOf(lost.pending.orderNumber);
    expect(placed.status).toBe('Created');
    expect(await stockOf(db(), lost.variantId)).toMatchObject({ quantity: 3, reserved: 0 });
    expect(await confirmationsOf(placed)).toHaveLength(1);
  });
});

/**
 * A card order with the provider refunds cancelling it and returning part of it wrote: the
 * cancellation's answer from Adyen stored (its pspReference), the return's not yet.
 */
async function orderWithRefunds() {
  const ready = await readyCart(call, db(), await guestShopper(call));
  const { orderNumber } = await ready.checkout.place(ready.basketId, testCard(AUTHORISED_CARD));
  const order = await orderOf(orderNumber);
  const payment = readPlacementRecord(order.payment).pspReference!;
  const row = {
    orderNumber,
    target: 'provider' as const,
    reference: payment,
    currency: order.currency,
  };
  const [cancel, ret] = await db()
    .insert(refunds)
    .values([
      {
        ...row,
        reason: 'cancel',
        amountMinor: 3000,
        status: 'Requested',
        pspReference: `REV${payment}`,
      },
      { ...row, reason: 'return:R1', amountMinor: 1000, status: 'Requested' },
    ])
    .returning();
  const notification = (
    eventCode: string,
    refund: typeof cancel,
    changes: Partial<AdyenMockNotification> = {},
  ): AdyenMockNotification => ({
    eventCode,
    success: true,
    merchantReference: `${orderNumber}-${refund!.reason}`,
    merchantAccountCode: TEST_ADYEN_CONFIG.merchantAccount,
    amount: { value: refund!.amountMinor, currency: order.currency },
    pspReference: refund!.pspReference ?? `REF${payment}`,
    originalReference: payment,
    ...changes,
  });
  return { orderNumber, cancel: cancel!, ret: ret!, notification };
}

async function refundStatuses(orderNumber: string) {
  const rows = await db().select().from(refunds).where(eq(refunds.orderNumber, orderNumber));
  return Object.fromEntries(rows.map((row) => [row.reason, [row.status, row.pspReference]]));
}

describe('Adyen refund notifications', () => {
  it('settles a reversal and a refund, the latter matched by payment and reference before its answer was stored', async () => {
    const { orderNumber, cancel, ret, notification } = await orderWithRefunds();
    await notify(adyenNotificationBody(notification('CANCEL_OR_REFUND', cancel), webhook.hmacKey));
    const refund = adyenNotificationBody(notification('REFUND', ret), webhook.hmacKey);
    expect((await notify(refund)).json).toBe('[accepted]');
    const settled = await refundStatuses(orderNumber);
    expect(settled).toEqual({
      cancel: ['Refunded', cancel.pspReference],
      'return:R1': ['Refunded', expect.stringMatching(/^REF/)],
    });
    // Replays change nothing.
    await notify(refund);
    expect(await refundStatuses(orderNumber)).toEqual(settled);
    expect(reported).toEqual([]);
  });

  it('marks a refused or later failed refund Failed, reports it once, and ignores a late success', async () => {
    const { orderNumber, cancel, ret, notification } = await orderWithRefunds();
    const refused = notification('CANCEL_OR_REFUND', cancel, {
      success: false,
      reason: 'Insufficient balance',
    });
    await notify(adyenNotificationBody(refused, webhook.hmacKey));
    await notify(adyenNotificationBody(notification('REFUND', ret), webhook.hmacKey));
    const failedLater = adyenNotificationBody(
      notification('REFUND_FAILED', ret, { pspReference: `REF${ret.reference}` }),
      webhook.hmacKey,
    );
    await notify(failedLater);
    await notify(failedLater);
    await notify(adyenNotificationBody(notification('CANCEL_OR_REFUND', cancel), webhook.hmacKey));

    expect(await refundStatuses(orderNumber)).toEqual({
      cancel: ['Failed', cancel.pspReference],
      'return:R1': ['Failed', `REF${ret.reference}`],
    });
    expect(reported).toEqual([
      {
        name: 'refund_failed',
        fields: expect.objectContaining({
          orderNumber,
          refundReason: 'cancel',
          eventCode: 'CANCEL_OR_REFUND',
        }),
      },
      {
        name: 'refund_failed',
        fields: expect.objectContaining({
          orderNumber,
          refundReason: 'return:R1',
          eventCode: 'REFUND_FAILED',
        }),
      },
    ]);
    expect(logged.filter((line) => /refund failed/.test(line.msg))).toHaveLength(2);
  });
});
