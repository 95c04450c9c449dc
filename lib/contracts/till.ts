import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * The till (buy in store): the associate finds the shopper the session is for and attaches the
 * bag to them, and may hand the goods over at the till. Associates only (agent cookie).
 */

/**
 * GET /consumers-v3/agent/customers: exactly one of an email, a phone number (international
 * or national to the store's country) or a loyalty member id; exact matches only.
 */
export const tillCustomerQuerySchema = z
  .object({
    email: emailSchema.optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{4,24}$/, 'ATTR200: Phone is not valid.')
      .optional(),
    memberId: z.string().trim().min(1).max(40).optional(),
  })
  .refine(
    (query) => [query.email, query.phone, query.memberId].filter(Boolean).length === 1,
    'ATTR100: Search by one of email, phone or memberId.',
  );
export type TillCustomerQuery = z.input<typeof tillCustomerQuerySchema>;
export type TillCustomerSearch = z.output<typeof tillCustomerQuerySchema>;

/** What the till may show of a shopper: enough to confirm it is them, no more. */
export const tillCustomerSchema = z.object({
  consumerId: z.uuid(),
  name: z.string(),
  /** The email with most of its local part hidden: j•••@example.com. */
  maskedEmail: z.string(),
  memberId: z.string().nullable(),
});
export type TillCustomer = z.infer<typeof tillCustomerSchema>;

/** No match is an answer, not an error: the associate sells to a guest or asks again. */
export const tillCustomerResponseSchema = z.object({ customer: tillCustomerSchema.nullable() });
export type TillCustomerResponse = z.infer<typeof tillCustomerResponseSchema>;

/** PUT /cart/v1/cart/{basketId}/customer: the bag's order goes to this consumer. */
export const attachCustomerRequestSchema = z.object({ consumerId: z.uuid() });
export type AttachCustomerRequest = z.infer<typeof attachCustomerRequestSchema>;

/** PUT /cart/v1/cart/{basketId}/handOver: the customer takes the items at the till. */
export const handOverRequestSchema = z.object({ handOverInStore: z.boolean() });
export type HandOverRequest = z.infer<typeof handOverRequestSchema>;

/** On the Cart: the buy-in-store sale's customer and hand-over, as the till set them. */
export const tillSaleSchema = z.object({
  customer: tillCustomerSchema.nullable(),
  handOverInStore: z.boolean(),
});
export type TillSale = z.infer<typeof tillSaleSchema>;

/** On an order sold at a till: who sold it, by name, and when the customer took the goods. */
export const inStoreSaleSchema = z.object({
  storeName: z.string(),
  associateName: z.string(),
  /** Set when the customer took the items at the till: nothing was shipped. */
  handedOverAt: z.iso.datetime().nullable(),
});
export type InStoreSale = z.infer<typeof inStoreSaleSchema>;
