import { z } from 'zod';
import type { PricedBasket } from '../cart';

/**
 * What an order holds while its payment is decided, kept in orders.payment: enough to finish
 * the order later (after 3-D Secure) or to give everything back. Amounts in minor units.
 */
export const placementRecordSchema = z.object({
  /** The method paying what is left: CREDIT_CARD, KLARNA, PAYPAL, DW_APPLE_PAY, or COVERED. */
  method: z.string(),
  amountMinor: z.number().int(),
  idempotencyKey: z.string(),
  instruments: z.array(
    z.object({
      id: z.string(),
      methodId: z.string(),
      amountMinor: z.number().int(),
      display: z.record(z.string(), z.string()),
    }),
  ),
  stock: z.array(z.object({ variantId: z.string(), qty: z.number().int() })),
  /** Store pickup units taken from the shelves. */
  storeStock: z
    .array(z.object({ storeId: z.string(), variantId: z.string(), qty: z.number().int() }))
    .default([]),
  giftCards: z.array(z.object({ number: z.string(), amountMinor: z.number().int() })),
  rewardCodes: z.array(z.string()),
  loyalty: z.object({ points: z.number().int(), amountMinor: z.number().int() }).nullable(),
  /** Save the card to the consumer's account once authorised. */
  storeCard: z.boolean(),
  card: z
    .object({
      brand: z.string(),
      lastFour: z.string(),
      expiryMonth: z.number().optional(),
      expiryYear: z.number().optional(),
      holderName: z.string().optional(),
    })
    .nullable(),
  pspReference: z.string().nullable(),
});
export type PlacementRecord = z.infer<typeof placementRecordSchema>;

export function readPlacementRecord(payment: Record<string, unknown>): PlacementRecord {
  return placementRecordSchema.parse(payment);
}

/** The record of a placement just held: nothing authorised yet, no card known. */
export function newPlacementRecord({
  priced,
  method,
  reserved,
  storeCard,
}: {
  priced: PricedBasket;
  method: PlacementRecord['method'];
  reserved: Pick<PlacementRecord, 'stock' | 'storeStock' | 'giftCards'>;
  /** The shopper asked to save the card, and has an account to save it to. */
  storeCard: boolean;
}): PlacementRecord {
  const instruments = priced.basket.paymentInstruments;
  const loyalty = priced.basket.appliedLoyaltyVoucher;
  return {
    method,
    amountMinor: priced.totals.remainingToPay,
    idempotencyKey: `${priced.basket.id}:v${priced.basket.version}`,
    instruments: instruments
      .filter((i) => i.amountMinor > 0 || i.methodId === 'ATHLETES_PAYMENT')
      .map((i) => ({
        id: i.id,
        methodId: i.methodId,
        amountMinor: i.amountMinor,
        display: Object.fromEntries(
          Object.entries((i.data.display ?? {}) as Record<string, unknown>).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
      })),
    ...reserved,
    rewardCodes: instruments
      .filter((i) => i.methodId === 'REWARD_CODE' && i.amountMinor > 0)
      .map((i) => String(i.data.code)),
    loyalty: loyalty ? { points: loyalty.points, amountMinor: priced.totals.appliedRewards } : null,
    storeCard,
    card: null,
    pspReference: null,
  };
}
