import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Address } from '@/lib/contracts/address';
import { countryOf, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { adyenDetailsOf, shopperActionOf } from './adyen-action';
import {
  PaymentProviderError,
  type AuthorisationInput,
  type AuthorisedOutcome,
  type CardSummary,
  type DetailsRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundRequest,
  type SessionRequest,
  type StoreCardInput,
} from './provider';

/**
 * Adyen's Checkout API (v71): /sessions for the page's Drop-in, /payments to authorise,
 * /payments/details after a 3-D Secure challenge, a redirect (Klarna) or PayPal's approval.
 * Every call carries the X-API-Key and an Idempotency-Key, so a retried call answers what the
 * first did instead of charging again.
 */
const ADYEN_API_VERSION = 'v71';

export interface AdyenConfig {
  apiKey: string;
  clientKey: string;
  merchantAccount: string;
  environment: 'test' | 'live';
  /** Required live: the prefix of the account's live endpoint. */
  livePrefix?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function adyenBaseUrl(config: Pick<AdyenConfig, 'environment' | 'livePrefix'>): string {
  if (config.environment === 'test') return `https://checkout-test.adyen.com/${ADYEN_API_VERSION}`;
  if (!config.livePrefix) throw new Error('ADYEN_LIVE_URL_PREFIX is required in live mode.');
  return `https://${config.livePrefix}-checkout-live.adyenpayments.com/checkout/${ADYEN_API_VERSION}`;
}

const errorSchema = z.object({
  status: z.number().optional(),
  errorCode: z.string().optional(),
  message: z.string().optional(),
  errorType: z.string().optional(),
});

const paymentResponseSchema = z.object({
  resultCode: z.string(),
  pspReference: z.string().optional(),
  refusalReason: z.string().optional(),
  refusalReasonCode: z.string().optional(),
  action: z.record(z.string(), z.unknown()).optional(),
  additionalData: z.record(z.string(), z.string()).optional(),
});

const sessionResponseSchema = z.object({ id: z.string(), sessionData: z.string() });

/** A modification (reversal, refund) is only received: its REFUND notification settles it. */
const modificationResponseSchema = z.object({ pspReference: z.string(), status: z.string() });

/** additionalData.expiryDate is "3/2030"; cardSummary the last four digits. */
function cardFrom(additionalData: Record<string, string> | undefined): CardSummary | undefined {
  if (!additionalData?.cardSummary) return undefined;
  const [month, year] = (additionalData.expiryDate ?? '').split('/').map(Number);
  return {
    brand: additionalData.paymentMethod ?? 'scheme',
    lastFour: additionalData.cardSummary,
    ...(month && year ? { expiryMonth: month, expiryYear: year } : {}),
    ...(additionalData.cardHolderName ? { holderName: additionalData.cardHolderName } : {}),
  };
}

/**
 * An authorisation as /payments, /payments/details or an AUTHORISATION notification reports
 * it: the card (when a card paid) and the saved card's token are in additionalData.
 */
export function authorisedOutcome(
  pspReference: string,
  additionalData: Record<string, string> | undefined,
): AuthorisedOutcome {
  const card = cardFrom(additionalData);
  const storedToken =
    additionalData?.['tokenization.storedPaymentMethodId'] ??
    additionalData?.['recurring.recurringDetailReference'];
  return {
    resultCode: 'Authorised',
    pspReference,
    ...(card ? { card } : {}),
    ...(storedToken ? { storedToken } : {}),
  };
}

function toOutcome(response: z.infer<typeof paymentResponseSchema>): PaymentOutcome {
  const { resultCode, pspReference } = response;
  switch (resultCode) {
    case 'Authorised':
      return authorisedOutcome(pspReference ?? '', response.additionalData);
    case 'ChallengeShopper':
    case 'IdentifyShopper':
    case 'RedirectShopper':
      return {
        resultCode,
        ...(pspReference ? { pspReference } : {}),
        action: shopperActionOf(response.action ?? {}),
      };
    case 'Refused':
    case 'Cancelled':
    case 'Error':
      return {
        resultCode,
        ...(pspReference ? { pspReference } : {}),
        refusalReason: response.refusalReason ?? resultCode,
        ...(response.refusalReasonCode ? { refusalReasonCode: response.refusalReasonCode } : {}),
      };
    case 'Pending':
      // PayPal answers Pending with an `sdk` action: the shopper approves in PayPal's window.
      if (response.action) {
        return {
          resultCode,
          ...(pspReference ? { pspReference } : {}),
          action: shopperActionOf(response.action),
        };
      }
      return { resultCode: 'Error', refusalReason: 'Unexpected result Pending' };
    default:
      // Received, PresentToShopper, or Pending without an action: asynchronous results with
      // nothing for the shopper to do, which this store does not offer.
      return { resultCode: 'Error', refusalReason: `Unexpected result ${resultCode}` };
  }
}

function paymentMethodOf(request: AuthorisationInput): Record<string, unknown> {
  switch (request.method) {
    case 'CREDIT_CARD':
      return request.storedCardToken
        ? { type: 'scheme', storedPaymentMethodId: request.storedCardToken }
        : { type: 'scheme', ...request.card };
    case 'KLARNA':
      return { type: 'klarna' };
    case 'PAYPAL':
      // Adyen's PayPal component opens PayPal from the `sdk` action this answers.
      return { type: 'paypal', subtype: 'sdk' };
    case 'DW_APPLE_PAY':
      return { type: 'applepay', applePayToken: request.walletToken };
  }
}

/** Our address lines go in `street`: they hold the house number as the shopper wrote it. */
function billingAddressOf(address: Address): Record<string, string> {
  return {
    street: [address.addressLine1, address.addressLine2].filter(Boolean).join(', '),
    houseNumberOrName: '',
    city: address.city,
    postalCode: address.postalCode,
    ...(address.province ? { stateOrProvince: address.province } : {}),
    country: address.countryCode,
  };
}

/** The storefront's country and language, as Adyen's `countryCode` and `shopperLocale`. */
function localeFields(locale: Locale) {
  return { countryCode: countryOf(locale).toUpperCase(), shopperLocale: toLanguageTag(locale) };
}

export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  const baseUrl = adyenBaseUrl(config);
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 20_000;

  async function send(
    path: string,
    init: { method: string; body?: string; idempotencyKey?: string },
  ) {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.apiKey,
          ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        },
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`Adyen ${path} unreachable: ${String(error)}`);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const detail = errorSchema.safeParse(json);
      throw new PaymentProviderError(
        `Adyen ${path} answered ${response.status}: ${detail.data?.message ?? 'no message'}`,
        response.status,
        detail.data?.errorCode,
      );
    }
    return json;
  }

  const post = (path: string, body: unknown, idempotencyKey: string) =>
    send(path, { method: 'POST', body: JSON.stringify(body), idempotencyKey });

  async function paymentOutcome(path: string, body: unknown, idempotencyKey: string) {
    const parsed = paymentResponseSchema.safeParse(await post(path, body, idempotencyKey));
    if (!parsed.success) throw new PaymentProviderError(`Adyen ${path} answered an unknown shape.`);
    return toOutcome(parsed.data);
  }

  return {
    name: 'adyen',
    environment: config.environment,
    clientKey: config.clientKey,
    async createSession(request: SessionRequest) {
      const json = await post(
        '/sessions',
        {
          merchantAccount: config.merchantAccount,
          amount: request.amount,
          reference: request.reference,
          returnUrl: request.returnUrl,
          ...localeFields(request.locale),
          channel: 'Web',
        },
        // A session expires after an hour: a replayed one could be stale, so each is new.
        `session-${randomUUID()}`,
      );
      const parsed = sessionResponseSchema.safeParse(json);
      if (!parsed.success)
        throw new PaymentProviderError('Adyen /sessions answered an unknown shape.');
      return parsed.data;
    },
    async authorise(request: AuthorisationInput) {
      const json = await post(
        '/payments',
        {
          merchantAccount: config.merchantAccount,
          amount: request.amount,
          reference: request.reference,
          paymentMethod: paymentMethodOf(request),
          returnUrl: request.returnUrl,
          origin: request.origin,
          channel: 'Web',
          ...localeFields(request.locale),
          shopperEmail: request.email,
          shopperName: {
            firstName: request.billingAddress.firstName,
            lastName: request.billingAddress.lastName,
          },
          billingAddress: billingAddressOf(request.billingAddress),
          ...(request.shopperIP ? { shopperIP: request.shopperIP } : {}),
          ...(request.browserInfo ? { browserInfo: request.browserInfo } : {}),
          ...(request.deviceFingerprint ? { deviceFingerprint: request.deviceFingerprint } : {}),
          ...(request.lineItems ? { lineItems: request.lineItems } : {}),
          ...(request.shopperId
            ? {
                shopperReference: request.shopperId,
                shopperInteraction: request.storedCardToken ? 'ContAuth' : 'Ecommerce',
                recurringProcessingModel: 'CardOnFile',
                storePaymentMethod: request.saveCard,
              }
            : {}),
          // Native 3-D Secure 2: the challenge runs in the page's component, not a redirect.
          authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
        },
        request.idempotencyKey,
      );
      const parsed = paymentResponseSchema.safeParse(json);
      if (!parsed.success)
        throw new PaymentProviderError('Adyen /payments answered an unknown shape.');
      return toOutcome(parsed.data);
    },
    // Adyen's Checkout API looks nothing up by idempotency key or reference: a lost answer is
    // told by the AUTHORISATION notification (docs/checkout.md, crash recovery).
    async recall() {
      return 'unknown';
    },
    /**
     * A cancelled order's payment is reversed (/reversals: cancelled when not captured yet,
     * refunded when it was); a return refunds its amount (/refunds).
     */
    async refund(request: RefundRequest) {
      const payment = encodeURIComponent(request.paymentReference);
      const path = request.whole
        ? `/payments/${payment}/reversals`
        : `/payments/${payment}/refunds`;
      const json = await post(
        path,
        {
          merchantAccount: config.merchantAccount,
          reference: request.reference,
          ...(request.whole ? {} : { amount: request.amount }),
        },
        request.idempotencyKey,
      );
      const parsed = modificationResponseSchema.safeParse(json);
      if (!parsed.success)
        throw new PaymentProviderError(`Adyen ${path} answered an unknown shape.`);
      return { pspReference: parsed.data.pspReference, settled: false };
    },
    /**
     * A zero-amount authorisation that stores the card for the shopper as card-on-file; the
     * token comes back in additionalData (tokenization.storedPaymentMethodId).
     */
    async storeCard(request: StoreCardInput) {
      return paymentOutcome(
        '/payments',
        {
          merchantAccount: config.merchantAccount,
          amount: { value: 0, currency: request.currency },
          reference: request.reference,
          paymentMethod: { type: 'scheme', ...request.card },
          returnUrl: request.returnUrl,
          origin: request.origin,
          channel: 'Web',
          ...localeFields(request.locale),
          shopperEmail: request.email,
          shopperReference: request.shopperId,
          shopperInteraction: 'Ecommerce',
          recurringProcessingModel: 'CardOnFile',
          storePaymentMethod: true,
          ...(request.shopperIP ? { shopperIP: request.shopperIP } : {}),
          ...(request.browserInfo ? { browserInfo: request.browserInfo } : {}),
          authenticationData: { threeDSRequestData: { nativeThreeDS: 'preferred' } },
        },
        request.idempotencyKey,
      );
    },
    async forgetCard({ storedCardToken, shopperId }) {
      const query = new URLSearchParams({
        merchantAccount: config.merchantAccount,
        shopperReference: shopperId,
      });
      await send(`/storedPaymentMethods/${encodeURIComponent(storedCardToken)}?${query}`, {
        method: 'DELETE',
      });
    },
    async submitDetails(request: DetailsRequest) {
      const json = await post(
        '/payments/details',
        {
          details: adyenDetailsOf(request.result),
          ...(request.paymentData ? { paymentData: request.paymentData } : {}),
        },
        request.idempotencyKey,
      );
      const parsed = paymentResponseSchema.safeParse(json);
      if (!parsed.success) {
        throw new PaymentProviderError('Adyen /payments/details answered an unknown shape.');
      }
      return toOutcome(parsed.data);
    },
  };
}
