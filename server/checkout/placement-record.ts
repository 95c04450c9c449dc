import { z } from 'zod';

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
