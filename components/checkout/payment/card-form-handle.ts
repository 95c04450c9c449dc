import type { PaymentDraft } from '@/lib/checkout/payment-draft';

/**
 * What the billing step asks of whichever card form is shown (simulator or Adyen): check the
 * fields, mark and focus what is wrong, and hand back the card to pay with, or null.
 */
export interface CardFormHandle {
  collect: () => Promise<PaymentDraft | null>;
}
