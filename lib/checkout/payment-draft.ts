import type { PaymentAdditionalData } from '../contracts/checkout';
import { digitsOnly } from '../phone/digits';
import { parseCardExpiry, toExpiryFields } from './card-expiry';
import type { CardFormValues } from './card-form';
import { cardBrandOf } from './card-number';

/**
 * How the shopper chose to pay what is left after gift cards and rewards, held until the order
 * is placed. Card fields live only in memory, never in storage.
 */
export type PaymentDraft =
  | {
      kind: 'card';
      additionalData: PaymentAdditionalData;
      brand: string;
      lastFour: string;
    }
  | { kind: 'savedCard'; id: string; brand: string; lastFour: string }
  | { kind: 'bnpl' }
  /**
   * PayPal. Express (simulator): the token of the payer's approval, given before placement.
   * Through Adyen no token: PayPal's own window approves when the order is placed.
   */
  | { kind: 'paypal'; walletToken?: string }
  /** Apple Pay: the payment token's paymentData, JSON then base64 (Adyen's applePayToken). */
  | { kind: 'applePay'; walletToken: string }
  /**
   * The store's card terminal at a till: Adyen's, or in the demo a simulated one whose answer
   * the associate gives here.
   */
  | { kind: 'terminal'; simulatedResult?: 'approved' | 'declined' }
  /** Gift cards, points or rewards cover the whole order. */
  | { kind: 'covered' };

/**
 * The simulator takes the same fields Adyen's card component sends, each as `test_<value>`,
 * as Adyen's test environment accepts unencrypted card data (lib/contracts/checkout.ts).
 */
export function simulatorCardDraft(
  values: CardFormValues,
  options: { storePaymentMethod?: boolean } = {},
): PaymentDraft {
  const number = digitsOnly(values.number);
  const expiry = parseCardExpiry(values.expiry);
  const { expiryMonth, expiryYear } = expiry
    ? toExpiryFields(expiry)
    : { expiryMonth: '', expiryYear: '' };
  const brand = cardBrandOf(number);
  return {
    kind: 'card',
    brand,
    lastFour: number.slice(-4),
    additionalData: {
      encryptedCardNumber: `test_${number}`,
      encryptedExpiryMonth: `test_${expiryMonth}`,
      encryptedExpiryYear: `test_${expiryYear}`,
      encryptedSecurityCode: `test_${values.cvc.trim()}`,
      holderName: values.holderName.trim(),
      bin: number.slice(0, 6),
      type: 'scheme',
      cardType: brand,
      ...(options.storePaymentMethod ? { storePaymentMethod: true } : {}),
    },
  };
}
