import type { PaymentProvider as ProviderName } from '@/lib/contracts/checkout';
import type { Currency } from '@/lib/i18n/locales';

/**
 * What checkout needs from a card and wallet payment service. Two implementations: Adyen's
 * Checkout API and the offline simulator that answers like Adyen's test environment. Both
 * speak Adyen's vocabulary (result codes, actions, details), so checkout has one flow.
 */
export interface PaymentAmount {
  /** Minor units, as Adyen's `amount.value`. */
  value: number;
  currency: Currency;
}

export interface SessionRequest {
  reference: string;
  amount: PaymentAmount;
  countryCode: string;
  /** e.g. en-US. */
  shopperLocale: string;
  returnUrl: string;
}

export interface PaymentSession {
  id: string;
  sessionData?: string;
}

export interface CardFields {
  encryptedCardNumber?: string;
  encryptedExpiryMonth?: string;
  encryptedExpiryYear?: string;
  encryptedSecurityCode?: string;
  holderName?: string;
}

export type PaymentMethodType = 'scheme' | 'klarna' | 'paypal' | 'applepay';

export interface BillingAddress {
  street: string;
  houseNumberOrName: string;
  city: string;
  postalCode: string;
  stateOrProvince?: string;
  country: string;
}

/**
 * One invoice line, as Adyen's `lineItems` (Klarna needs them, PayPal shows them). Amounts are
 * per unit in minor units; a discount or stored value already taken is a negative line.
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

export interface AuthoriseRequest {
  /** The same key answers the same result: a retried placement never charges twice. */
  idempotencyKey: string;
  reference: string;
  amount: PaymentAmount;
  method: PaymentMethodType;
  card?: CardFields;
  /** A saved card's token (CREDIT_CARD with payment instrument id). */
  storedPaymentMethodId?: string;
  walletToken?: string;
  /** The consumer id, for saved cards; absent for guests. */
  shopperReference?: string;
  storePaymentMethod?: boolean;
  shopperEmail: string;
  shopperName: { firstName: string; lastName: string };
  billingAddress: BillingAddress;
  countryCode: string;
  shopperLocale: string;
  returnUrl: string;
  origin: string;
  browserInfo?: Record<string, string | number | boolean>;
  deviceFingerprint?: string;
  shopperIP?: string;
  /** The order's invoice lines, adding up to `amount`; sent for Klarna and PayPal. */
  lineItems?: PaymentLineItem[];
}

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
      /** Set when the card was saved (storePaymentMethod with a shopperReference). */
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
       * to the provider's page (Klarna), or a wallet's window (PayPal answers Pending with an
       * `sdk` action).
       */
      resultCode: 'ChallengeShopper' | 'IdentifyShopper' | 'RedirectShopper' | 'Pending';
      pspReference?: string;
      /** Adyen's action object, handed to the page as is. */
      action: Record<string, unknown>;
    };

export interface DetailsRequest {
  idempotencyKey: string;
  /**
   * `{ threeDSResult }` from the 3-D Secure 2 component, `{ redirectResult }` from the return
   * URL, or PayPal's approval (`orderID`, `payerID`, …).
   */
  details: Record<string, string>;
  paymentData?: string;
}

/**
 * What became of a request whose answer the store lost (the process died while it was out):
 * the provider's answer, 'not-received' when the provider never got it, or 'unknown' when the
 * provider cannot be asked (Adyen has no lookup by idempotency key; its AUTHORISATION
 * notification tells instead).
 */
export type RecalledPayment = PaymentOutcome | 'not-received' | 'unknown';

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly environment: 'test' | 'live';
  /** The public key the page's Adyen components need; none for the simulator. */
  readonly clientKey?: string;
  createSession(request: SessionRequest): Promise<PaymentSession>;
  authorise(request: AuthoriseRequest): Promise<PaymentOutcome>;
  submitDetails(request: DetailsRequest): Promise<PaymentOutcome>;
  /** The answer given to the authorise or details request sent under this idempotency key. */
  recall(idempotencyKey: string): Promise<RecalledPayment>;
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
