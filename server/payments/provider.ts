import type { z } from 'zod';
import type { Address } from '@/lib/contracts/address';
import {
  paymentActionSchema,
  type PaymentAdditionalData,
  type PaymentProvider as ProviderName,
} from '@/lib/contracts/checkout';
import type { Currency, Locale } from '@/lib/i18n/locales';

/**
 * What checkout needs from a card and wallet payment service, in the store's own terms: our
 * method codes, our address, our locale, and the shopper's action as the page takes it. Each
 * adapter (Adyen's Checkout API, the offline simulator) turns these into its provider's JSON
 * and back, so no provider shape reaches checkout. Result codes are Adyen's, which the
 * simulator shares: they are the one provider word checkout reads.
 */
export interface PaymentAmount {
  /** Minor units. */
  value: number;
  currency: Currency;
}

export interface SessionRequest {
  reference: string;
  amount: PaymentAmount;
  locale: Locale;
  returnUrl: string;
}

export interface PaymentSession {
  id: string;
  sessionData?: string;
}

/** The card form's fields: the provider component's encrypted values (test_ values offline). */
export type CardFields = Pick<
  PaymentAdditionalData,
  | 'encryptedCardNumber'
  | 'encryptedExpiryMonth'
  | 'encryptedExpiryYear'
  | 'encryptedSecurityCode'
  | 'holderName'
>;

/** The methods a provider is asked to pay what is left with (the placement's method codes). */
export const paymentMethods = ['CREDIT_CARD', 'KLARNA', 'PAYPAL', 'DW_APPLE_PAY'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isPaymentMethod(code: string): code is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(code);
}

/**
 * One invoice line (Klarna needs them, PayPal shows them). Amounts are per unit in minor
 * units; a discount or stored value already taken is a negative line.
 */
export interface PaymentLineItem {
  id: string;
  description: string;
  quantity: number;
  amountIncludingTax: number;
  amountExcludingTax: number;
  taxAmount: number;
  /** Minor units of a percent: 20% is 2000. */
  taxPercentage: number;
}

export interface AuthorisationInput {
  /** The same key answers the same result: a retried placement never charges twice. */
  idempotencyKey: string;
  /** The order number. */
  reference: string;
  amount: PaymentAmount;
  method: PaymentMethod;
  card?: CardFields;
  /** A saved card's provider token. */
  storedCardToken?: string;
  /** The wallet sheet's token (Apple Pay). */
  walletToken?: string;
  /** The consumer id, for saved cards; absent for guests. */
  shopperId?: string;
  /** Save the card to the consumer's account once authorised. */
  saveCard: boolean;
  email: string;
  /** The payer: the name on it is the shopper's name. */
  billingAddress: Address;
  locale: Locale;
  /** Where a redirect payment brings the shopper back. */
  returnUrl: string;
  /** The storefront's origin, for a challenge in the page and the provider's way back. */
  origin: string;
  /** The browser's 3-D Secure 2 data. */
  browserInfo?: PaymentAdditionalData['browserInfo'];
  deviceFingerprint?: string;
  shopperIP?: string;
  /** The order's invoice lines, adding up to `amount`; sent for Klarna and PayPal. */
  lineItems?: PaymentLineItem[];
}

/**
 * What the shopper must do before the payment is decided, as the page takes it (less the
 * provider's name, which checkout adds): a 3-D Secure challenge, a redirect to the provider's
 * page, or a wallet's window. `raw` is the provider's own action for its page component.
 */
export const shopperActionSchema = paymentActionSchema.omit({ provider: true });
export type ShopperAction = z.infer<typeof shopperActionSchema>;

/** What a successful card payment tells about the card, for the order and the saved card. */
export interface CardSummary {
  brand: string;
  lastFour: string;
  expiryMonth?: number;
  expiryYear?: number;
  holderName?: string;
}

export type PaymentOutcome =
  | {
      resultCode: 'Authorised';
      pspReference: string;
      card?: CardSummary;
      /** Set when the card was saved (saveCard with a shopper id). */
      storedToken?: string;
    }
  | {
      resultCode: 'Refused' | 'Cancelled' | 'Error';
      pspReference?: string;
      refusalReason: string;
      refusalReasonCode?: string;
    }
  | {
      /**
       * The shopper must act before the payment is decided: a 3-D Secure challenge, a redirect
       * to the provider's page (Klarna), or a wallet's window (PayPal answers Pending).
       */
      resultCode: 'ChallengeShopper' | 'IdentifyShopper' | 'RedirectShopper' | 'Pending';
      pspReference?: string;
      action: ShopperAction;
    };

export type AuthorisedOutcome = Extract<PaymentOutcome, { resultCode: 'Authorised' }>;
export type ActionOutcome = Extract<PaymentOutcome, { action: ShopperAction }>;

/** What the shopper's action gave back, as the page hands it over. */
export type ActionResult =
  | { threeDS2Result: string }
  | { redirectResult: string }
  /** A wallet's approval (PayPal's `orderID`, `payerID`, …). */
  | { walletApproval: Record<string, string> };

export interface DetailsRequest {
  idempotencyKey: string;
  result: ActionResult;
  /** The action's `paymentData`: the provider's state of the payment. */
  paymentData?: string;
}

/**
 * What became of a request whose answer the store lost (the process died while it was out):
 * the provider's answer, 'not-received' when the provider never got it, or 'unknown' when the
 * provider cannot be asked (Adyen has no lookup by idempotency key; its AUTHORISATION
 * notification tells instead).
 */
export type RecalledPayment = PaymentOutcome | 'not-received' | 'unknown';

/**
 * Money going back on an authorised payment. `whole`: the order was cancelled, so the payment
 * is cancelled if not yet captured and refunded if it was (Adyen's reversal); otherwise
 * `amount` of it is refunded (a return).
 */
export interface RefundRequest {
  /** The same key answers the same receipt: a retried refund never pays back twice. */
  idempotencyKey: string;
  /** The authorisation's pspReference. */
  paymentReference: string;
  /** Our reference for the refund: the order number and its reason. */
  reference: string;
  amount: PaymentAmount;
  whole: boolean;
}

/** The provider took the refund; `settled` when it is final already (the simulator). */
export interface RefundReceipt {
  pspReference: string;
  settled: boolean;
}

/**
 * Keeping a card on a consumer's account without buying anything: a zero-amount authorisation
 * that stores the card as card-on-file (Adyen's storePaymentMethod), the card's token in
 * `storedToken` of the Authorised outcome.
 */
export interface StoreCardInput {
  idempotencyKey: string;
  /** Our reference for the zero-amount authorisation. */
  reference: string;
  currency: Currency;
  card: CardFields;
  /** The consumer id: the provider keeps the card under it (Adyen's shopperReference). */
  shopperId: string;
  email: string;
  locale: Locale;
  returnUrl: string;
  origin: string;
  browserInfo?: PaymentAdditionalData['browserInfo'];
  shopperIP?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly environment: 'test' | 'live';
  /** The public key the page's Adyen components need; none for the simulator. */
  readonly clientKey?: string;
  createSession(request: SessionRequest): Promise<PaymentSession>;
  authorise(request: AuthorisationInput): Promise<PaymentOutcome>;
  submitDetails(request: DetailsRequest): Promise<PaymentOutcome>;
  /** The answer given to the authorise or details request sent under this idempotency key. */
  recall(idempotencyKey: string): Promise<RecalledPayment>;
  refund(request: RefundRequest): Promise<RefundReceipt>;
  storeCard(request: StoreCardInput): Promise<PaymentOutcome>;
  /** The provider forgets a stored card: its token can never be charged again. */
  forgetCard(request: { storedCardToken: string; shopperId: string }): Promise<void>;
}

/** The provider could not be reached or answered unexpectedly: nothing was charged or known. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
