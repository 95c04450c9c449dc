import type { PaymentAdditionalData } from '@/lib/contracts/checkout';
import type { RecaptchaTokens } from './recaptcha';
import { lazySchema, type Transport } from './transport';

// Parsed with the shared contracts, loaded with the first call rather than with the page.
const contracts = () => import('@/lib/contracts/payment-instruments');
const listSchema = lazySchema(contracts, 'paymentInstrumentsResponseSchema');
const addedSchema = lazySchema(contracts, 'savePaymentInstrumentResponseSchema');
const changedSchema = lazySchema(contracts, 'paymentInstrumentChangeResponseSchema');

const path = '/consumers-v3/consumer/payment_instruments';
const one = (id: string) => `${path}/${encodeURIComponent(id)}`;

/** The signed-in consumer's saved cards and gift cards (spec 001 section 7). */
export function createPaymentInstrumentsClient(request: Transport, recaptcha: RecaptchaTokens) {
  return {
    list: () => request({ path, schema: listSchema }),
    /** Spec 001 section 5: a card save sends a reCAPTCHA response alongside the card. */
    addCard: async (card: PaymentAdditionalData) =>
      request({
        method: 'POST',
        path,
        body: {
          payment_method_id: 'CREDIT_CARD',
          card,
          recaptcha_response: await recaptcha('savePaymentMethod'),
        },
        schema: addedSchema,
      }),
    addGiftCard: async (giftCard: { number: string; pin: string }) =>
      request({
        method: 'POST',
        path,
        body: {
          payment_method_id: 'GIFT_CARD',
          giftCard,
          recaptcha_response: await recaptcha('savePaymentMethod'),
        },
        schema: addedSchema,
      }),
    makeMain: (id: string) =>
      request({ method: 'PATCH', path: one(id), body: { main: true }, schema: changedSchema }),
    remove: (id: string) => request({ method: 'DELETE', path: one(id), schema: changedSchema }),
  };
}
export type PaymentInstrumentsClient = ReturnType<typeof createPaymentInstrumentsClient>;
