import type { z } from 'zod';
import type { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import { addBasketFlash, withOwnedBasket, type PricedBasket } from '../cart';
import type { Database } from '../db/client';
import type { StoredFlash } from '../db/schema';
import type { PaymentLineItem } from '../payments/provider';
import { settleInstruments } from './instruments';
import type { MethodOffer } from './method-offer';
import { newAccessToken, newOrderNumber } from './order-number';
import { paymentLineItems } from './payment-line-items';
import { changesOf, checkPlacement, type CheckedPlacement } from './placement-check';
import { newPlacementRecord, type PlacementRecord } from './placement-record';
import { reserveForOrder } from './placement-reserve';
import { writeHeldOrder, type WriteContext } from './placement-write';

type PlaceOrderBody = z.infer<typeof placeOrderRequestSchema>;

/** Klarna refuses live payments without invoice lines; PayPal shows them to the shopper. */
const methodsWithLineItems: readonly CheckedPlacement['method'][] = ['KLARNA', 'PAYPAL'];

export interface HeldOrder extends CheckedPlacement {
  kind: 'held';
  orderNumber: string;
  accessToken: string;
  /** The basket as priced for the order. */
  priced: PricedBasket;
  record: PlacementRecord;
  /** The order as invoice lines, for the methods whose provider wants them (Klarna, PayPal). */
  lineItems: PaymentLineItem[] | null;
}

export type HoldResult =
  | HeldOrder
  /** The cart changed under the shopper (stock, availability): ORD430 with this flash. */
  | { kind: 'changed'; flash: StoredFlash[] };

export interface HoldContext extends Omit<WriteContext, 'tx'>, MethodOffer {
  db: Database;
}

/**
 * Phase one of placement, in one transaction under the basket's row lock: price the basket
 * once, with stock re-checked; check what the order needs; reserve its stock and gift cards;
 * write it as PaymentPending with its payment attempt. The basket leaves the shopper's hands
 * ('ordered') until the payment decides: a refusal reopens it.
 */
export async function holdOrder(ctx: HoldContext, body: PlaceOrderBody): Promise<HoldResult> {
  const { db, subject, now } = ctx;
  return withOwnedBasket(db, body.cartId, subject, { write: false, now }, async (tx, basket) => {
    const priced = await settleInstruments(
      { tx, basket, subject, now },
      { checkInventory: true, rowAsLocked: true },
    );
    const changes = changesOf(basket, priced);
    if (changes.length > 0) return { kind: 'changed', flash: changes };
    const checked = await checkPlacement({ ...ctx, tx }, priced, body);
    const reservation = await reserveForOrder(tx, priced);
    if ('shortFlash' in reservation) {
      await addBasketFlash(tx, priced.basket, reservation.shortFlash);
      return { kind: 'changed', flash: reservation.shortFlash };
    }
    const record = newPlacementRecord({
      priced,
      method: checked.method,
      reserved: reservation.reserved,
      storeCard:
        Boolean(body.paymentMethod.additionalData.storePaymentMethod) &&
        subject.type === 'consumer',
    });
    const held = { orderNumber: newOrderNumber(), accessToken: newAccessToken(), priced, record };
    await writeHeldOrder(
      { ...ctx, tx },
      { ...held, checked, inStoreSalesInfo: body.inStoreSalesInfo },
    );
    return {
      kind: 'held',
      ...checked,
      ...held,
      lineItems: methodsWithLineItems.includes(checked.method)
        ? paymentLineItems(priced, record)
        : null,
    };
  });
}
