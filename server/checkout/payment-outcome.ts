import { eq, sql } from 'drizzle-orm';
import {
  expireBasket,
  findOpenBasket,
  openNewBasket,
  reopenAsNewBasket,
  reopenBasket,
} from '../cart';
import type { Database } from '../db/client';
import { boundAsGiven, jsonText, reusableQuery } from '../db/reusable-query';
import {
  baskets,
  orders,
  payments,
  type BasketRow,
  type OrderRow,
  type PaymentRow,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import {
  shopperActionSchema,
  type ActionOutcome,
  type AuthorisedOutcome,
  type PaymentProvider,
  type ShopperAction,
} from '../payments/provider';
import { earnOrderPoints } from '../loyalty/order-points';
import { recordOrderEvent } from '../orders/order-lifecycle';
import { commitStock, giveBack } from './holds';
import { readPlacementRecord, type PlacementRecord } from './placement-record';
import { keepSavedCard } from '../wallet/saved-cards';

export interface OutcomeContext {
  db: Database;
  now: Date;
  provider: PaymentProvider;
}

const selectOrderForUpdate = reusableQuery((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, sql.placeholder('orderNumber')))
    .for('update'),
);

async function lockPendingOrder(tx: Database, orderNumber: string): Promise<OrderRow | null> {
  const [order] = await selectOrderForUpdate(tx, { orderNumber });
  return order ?? null;
}

const selectOrderForUpdateWithBasket = reusableQuery((db) =>
  db
    .select()
    .from(orders)
    .leftJoin(baskets, eq(baskets.id, orders.basketId))
    .where(eq(orders.orderNumber, sql.placeholder('orderNumber')))
    .for('update', { of: orders }),
);

/** lockPendingOrder with the basket it was placed from (unlocked): one round trip for both. */
async function lockPendingOrderWithBasket(
  tx: Database,
  orderNumber: string,
): Promise<{ order: OrderRow; basket: BasketRow | null } | null> {
  const [row] = await selectOrderForUpdateWithBasket(tx, { orderNumber });
  return row ? { order: row.orders, basket: row.baskets } : null;
}

// Placeholders in `set` take their values as the driver gets them: JSON and ISO text.
const placeOrderRow = reusableQuery((db) =>
  db
    .update(orders)
    .set({
      status: boundAsGiven('status'),
      payment: boundAsGiven('payment'),
      placedAt: boundAsGiven('now'),
      handedOverAt: boundAsGiven('handedOverAt'),
      updatedAt: boundAsGiven('now'),
    })
    .where(eq(orders.orderNumber, sql.placeholder('orderNumber')))
    .returning(),
);

const authorisePayment = reusableQuery((db) =>
  db
    .update(payments)
    .set({
      resultCode: 'Authorised',
      pspReference: boundAsGiven('pspReference'),
      action: null,
      updatedAt: boundAsGiven('now'),
    })
    .where(eq(payments.idempotencyKey, sql.placeholder('idempotencyKey'))),
);

async function saveCard(
  tx: Database,
  order: OrderRow,
  record: PlacementRecord,
  storedToken: string | undefined,
  provider: PaymentProvider,
) {
  if (!record.storeCard || !storedToken || !order.consumerId || !record.card) return;
  // A card saved already stays as it is: paying with it again is no reason to refuse the order.
  await keepSavedCard(
    tx,
    { consumerId: order.consumerId, provider: provider.name },
    storedToken,
    record.card,
  );
}

/** The placed order's timeline starts; a till sale handed over is delivered at once. */
async function recordPlacementEvents(
  tx: Database,
  orderNumber: string,
  handedOver: boolean,
  now: Date,
): Promise<void> {
  await recordOrderEvent(tx, orderNumber, { to: 'Created', source: 'store', now });
  if (handedOver)
    await recordOrderEvent(tx, orderNumber, { to: 'Delivered', source: 'associate', now });
}

export interface Finalized {
  order: OrderRow;
  basketId: string;
  /** False when another request finished the order first (nothing more to do). */
  changed: boolean;
}

/**
 * A till sale whose customer took the goods: complete once paid, its lines already off the
 * store's shelves, with nothing to ship.
 */
function isHandedOverAtTill(order: OrderRow, basket: BasketRow | null): boolean {
  return order.inStoreSalesInfo !== null && basket?.handOverInStore === true;
}

/**
 * The payment is authorised (or nothing was left to pay): the held stock leaves the
 * warehouse, the order is Created and placed (its timeline starts; its coupon uses were counted
 * at the hold), a chosen card is saved, and the owner gets a fresh cart. Safe to run twice: the
 * second run finds the order Created.
 */
export async function finalizeOrder(
  { db, now, provider }: OutcomeContext,
  orderNumber: string,
  outcome: AuthorisedOutcome | null,
): Promise<Finalized> {
  return db.transaction(async (tx) => {
    const locked = await lockPendingOrderWithBasket(tx, orderNumber);
    if (!locked) throw new ApiError('ORD409');
    const { order, basket } = locked;
    if (order.status !== 'PaymentPending') {
      return { order, basketId: await currentBasketId(tx, basket!), changed: false };
    }
    const record = readPlacementRecord(order.payment);
    const paid: PlacementRecord = {
      ...record,
      card: outcome?.card ? { ...outcome.card } : record.card,
      pspReference: outcome?.pspReference ?? null,
    };
    const handedOver = isHandedOverAtTill(order, basket);
    // Statements that need nothing of each other's answers go out together (one round trip).
    const [, [updated]] = await Promise.all([
      commitStock(tx, record.stock),
      placeOrderRow(tx, {
        orderNumber,
        status: handedOver ? 'Delivered' : 'Created',
        payment: jsonText(paid),
        now: now.toISOString(),
        handedOverAt: handedOver ? now.toISOString() : null,
      }),
    ]);
    const [, , fresh] = await Promise.all([
      recordPlacementEvents(tx, orderNumber, handedOver, now),
      outcome
        ? authorisePayment(tx, {
            idempotencyKey: record.idempotencyKey,
            pspReference: outcome.pspReference,
            now: now.toISOString(),
          })
        : null,
      openNewBasket(tx, basket!, now),
      earnOrderPoints(tx, updated!, now),
      saveCard(tx, order, paid, outcome?.storedToken, provider),
    ]);
    return { order: updated!, basketId: fresh.id, changed: true };
  });
}

/** The owner's open cart: the one a finished order left, or the order's own basket. */
async function currentBasketId(tx: Database, basket: BasketRow): Promise<string> {
  return (await findOpenBasket(tx, basket))?.id ?? basket.id;
}

/**
 * The payment was refused before any challenge: no order remains, everything held is given
 * back and the same cart is open again (with a new version, so the next attempt is a new
 * authorisation rather than a replay of this refusal).
 */
export async function refuseOrder(
  { db, now }: OutcomeContext,
  orderNumber: string,
  refusal: { resultCode: string; refusalReason: string; pspReference?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockPendingOrder(tx, orderNumber);
    if (!order || order.status !== 'PaymentPending') return;
    const record = readPlacementRecord(order.payment);
    await giveBack(tx, record, orderNumber, order.consumerId, now);
    await tx
      .update(payments)
      .set({
        resultCode: refusal.resultCode,
        refusalReason: refusal.refusalReason,
        pspReference: refusal.pspReference ?? null,
        orderNumber: null,
        updatedAt: now,
      })
      .where(eq(payments.idempotencyKey, record.idempotencyKey));
    await tx.delete(orders).where(eq(orders.orderNumber, orderNumber));
    await reopenBasket(tx, order.basketId, now);
  });
}

/**
 * The challenge, redirect or wallet approval failed or was given up: the order is cancelled,
 * its stock and stored value given back, and the shopper continues with a new cart holding the
 * same lines (spec 000 section 4).
 */
export async function failChallenge(
  { db, now }: OutcomeContext,
  orderNumber: string,
  refusal: { refusalReason: string; pspReference?: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const locked = await lockPendingOrderWithBasket(tx, orderNumber);
    if (!locked) throw new ApiError('ORD409');
    const { order, basket } = locked;
    if (order.status !== 'PaymentPending') return currentBasketId(tx, basket!);
    const record = readPlacementRecord(order.payment);
    await giveBack(tx, record, orderNumber, order.consumerId, now);
    await tx
      .update(orders)
      .set({ status: 'Cancelled', updatedAt: now })
      .where(eq(orders.orderNumber, orderNumber));
    await tx
      .update(payments)
      .set({
        resultCode: 'Refused',
        refusalReason: refusal.refusalReason,
        action: null,
        ...(refusal.pspReference ? { pspReference: refusal.pspReference } : {}),
        updatedAt: now,
      })
      .where(eq(payments.idempotencyKey, record.idempotencyKey));
    await expireBasket(tx, basket!.id, now);
    const fresh = await reopenAsNewBasket(tx, basket!, now);
    return fresh.id;
  });
}

/**
 * The shopper must act first (a 3-D Secure challenge, the provider's page, PayPal's window):
 * the order waits, holding its stock, with the action kept for the PATCH that finishes it.
 */
export async function awaitChallenge(
  { db, now }: OutcomeContext,
  record: PlacementRecord,
  outcome: ActionOutcome,
): Promise<void> {
  await db
    .update(payments)
    .set({
      resultCode: outcome.resultCode,
      action: outcome.action,
      pspReference: outcome.pspReference ?? null,
      updatedAt: now,
    })
    .where(eq(payments.idempotencyKey, record.idempotencyKey));
}

/** The payment attempt the order's placement made (its row in payments), if there is one. */
export async function paymentAttemptOf(db: Database, order: OrderRow) {
  const record = readPlacementRecord(order.payment);
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.idempotencyKey, record.idempotencyKey))
    .limit(1);
  return payment ?? null;
}

/** The action the shopper was asked for, kept on the payment attempt until it is answered. */
export function pendingActionOf(payment: PaymentRow | null): ShopperAction | null {
  return payment?.action ? shopperActionSchema.parse(payment.action) : null;
}
