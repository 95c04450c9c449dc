import { z } from 'zod';
import { recaptchaResponseSchema } from './auth';
import {
  giftCardBalanceRequestSchema,
  paymentAdditionalDataSchema,
  paymentProviders,
  savedCardSchema,
  savedGiftCardSchema,
} from './checkout';

/**
 * The signed-in consumer's saved payment methods, under /consumers-v3/consumer/payment_instruments
 * (spec 001 sections 3 and 7): cards kept as the provider's token, and gift cards. Each has a
 * `paymentInstrumentId`; another shopper's id answers PYT404 as an unknown one does.
 */

/** A saved card as the account shows it: the checkout's saved card, named as spec 001 names it. */
export const savedCardInstrumentSchema = savedCardSchema
  .omit({ id: true })
  .extend({ paymentInstrumentId: z.string() });
export type SavedCardInstrument = z.infer<typeof savedCardInstrumentSchema>;

/** GET payment_instruments. */
export const paymentInstrumentsResponseSchema = z.object({
  /** Main first. */
  cards: z.array(savedCardInstrumentSchema),
  giftCards: z.array(savedGiftCardSchema),
  /** What the page's card form needs: the simulator's form, or Adyen's with its client key. */
  cardEntry: z.object({
    provider: z.enum(paymentProviders),
    clientKey: z.string().optional(),
    environment: z.enum(['test', 'live']),
  }),
});
export type PaymentInstrumentsResponse = z.infer<typeof paymentInstrumentsResponseSchema>;

/** The card form's fields, as checkout takes them (Adyen's encrypted values, `test_` offline). */
const cardFieldsSchema = paymentAdditionalDataSchema
  .pick({
    encryptedCardNumber: true,
    encryptedExpiryMonth: true,
    encryptedExpiryYear: true,
    encryptedSecurityCode: true,
    holderName: true,
    browserInfo: true,
  })
  .required({
    encryptedCardNumber: true,
    encryptedExpiryMonth: true,
    encryptedExpiryYear: true,
    encryptedSecurityCode: true,
  });

/**
 * POST payment_instruments: a card or a gift card, with the page's reCAPTCHA token (action
 * `savePaymentMethod`, spec 001 section 5). A card answers `{card}` with its
 * paymentInstrumentId; PYT300 when it is saved already, PAY400 when the issuer declines it.
 * A gift card answers `{giftCard}`; GFC300 when it is saved already, and the checkout's gift
 * card answers otherwise (GFC700 for a wrong number or PIN, with the same attempt limits).
 */
export const savePaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z.object({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: cardFieldsSchema,
    recaptcha_response: recaptchaResponseSchema,
  }),
  z.object({
    payment_method_id: z.literal('GIFT_CARD'),
    giftCard: giftCardBalanceRequestSchema.pick({ number: true, pin: true }),
    recaptcha_response: recaptchaResponseSchema,
  }),
]);
export type SavePaymentInstrumentRequest = z.input<typeof savePaymentInstrumentRequestSchema>;

export const savePaymentInstrumentResponseSchema = z.union([
  z.object({ card: savedCardInstrumentSchema }),
  z.object({ giftCard: savedGiftCardSchema }),
]);
export type SavePaymentInstrumentResponse = z.infer<typeof savePaymentInstrumentResponseSchema>;

/** PATCH payment_instruments/{id}: makes the card the main one (there is one main card). */
export const updatePaymentInstrumentRequestSchema = z.object({ main: z.literal(true) });
export type UpdatePaymentInstrumentRequest = z.input<typeof updatePaymentInstrumentRequestSchema>;

export const paymentInstrumentParamsSchema = z.object({
  paymentInstrumentId: z.uuid('PYT404: Payment instrument not found.'),
});

/** PATCH and DELETE answer the whole list as it is afterwards. */
export const paymentInstrumentChangeResponseSchema = paymentInstrumentsResponseSchema;
