import { createHash } from 'node:crypto';
import { z } from 'zod';
import { toMajor } from '@/lib/format/money';
import type { CardTerminal, TerminalPaymentRequest } from './card-terminal';
import { PaymentProviderError, type PaymentOutcome } from './provider';

export const ADYEN_TERMINAL_URLS = {
  test: 'https://terminal-api-test.adyen.com/sync',
  live: 'https://terminal-api-live.adyen.com/sync',
} as const;

export interface AdyenTerminalConfig {
  apiKey: string;
  /** The terminal (POIID, e.g. V400m-123456789) of each store that has one, by store id. */
  terminals: ReadonlyMap<string, string>;
  /** Terminal API's cloud endpoint: ADYEN_TERMINAL_URLS, or a region's live one. */
  url: string;
  fetch?: typeof fetch;
  /** The terminal waits for the card; Adyen answers a sync request within about two minutes. */
  timeoutMs?: number;
}

/** The sale system's name in every message header. */
const SALE_ID = 'stride-till';

/** `US001=V400m-123456789,US002=P400Plus-987654321`, as ADYEN_TERMINALS is written. */
export function parseTerminals(setting: string): Map<string, string> {
  const terminals = new Map<string, string>();
  for (const entry of setting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [storeId, poiId] = entry.split('=').map((part) => part.trim());
    if (!storeId || !poiId) {
      throw new Error(
        `ADYEN_TERMINALS: "${entry}" is not STORE_ID=POIID (e.g. US001=V400m-123456789).`,
      );
    }
    terminals.set(storeId, poiId);
  }
  return terminals;
}

/** A message pair's id: at most 10 characters, the same for a retried placement. */
const serviceIdOf = (idempotencyKey: string) =>
  createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 10);

const paymentResponseSchema = z.object({
  Response: z.object({
    Result: z.string(),
    ErrorCondition: z.string().optional(),
    AdditionalResponse: z.string().optional(),
  }),
  POIData: z
    .object({ POITransactionID: z.object({ TransactionID: z.string() }).optional() })
    .optional(),
  PaymentResult: z
    .object({
      PaymentInstrumentData: z
        .object({
          CardData: z
            .object({ PaymentBrand: z.string().optional(), MaskedPan: z.string().optional() })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});
type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** AdditionalResponse is a query string by default (or base64 JSON when so configured). */
function additionalOf(response: PaymentResponse): URLSearchParams {
  const raw = response.Response.AdditionalResponse ?? '';
  return new URLSearchParams(raw.includes('=') ? raw : '');
}

/** The POI transaction id is `tenderReference.pspReference`. */
function pspReferenceOf(response: PaymentResponse): string | undefined {
  const fromAdditional = additionalOf(response).get('pspReference');
  if (fromAdditional) return fromAdditional;
  return response.POIData?.POITransactionID?.TransactionID.split('.')[1];
}

export function terminalOutcome(response: PaymentResponse): PaymentOutcome {
  const pspReference = pspReferenceOf(response);
  if (response.Response.Result === 'Success' && pspReference) {
    const card = response.PaymentResult?.PaymentInstrumentData?.CardData;
    const lastFour = card?.MaskedPan?.slice(-4);
    return {
      resultCode: 'Authorised',
      pspReference,
      ...(card?.PaymentBrand && lastFour ? { card: { brand: card.PaymentBrand, lastFour } } : {}),
    };
  }
  const reason =
    additionalOf(response).get('refusalReason') ??
    response.Response.ErrorCondition ??
    'Declined at the terminal';
  return {
    resultCode: response.Response.ErrorCondition === 'Cancel' ? 'Cancelled' : 'Refused',
    ...(pspReference ? { pspReference } : {}),
    refusalReason: reason,
  };
}

const paymentResultSchema = z.object({
  SaleToPOIResponse: z.object({ PaymentResponse: paymentResponseSchema }),
});

const transactionStatusSchema = z.object({
  SaleToPOIResponse: z.object({
    TransactionStatusResponse: z.object({
      Response: z.object({ Result: z.string(), ErrorCondition: z.string().optional() }),
      RepeatedMessageResponse: z
        .object({
          RepeatedResponseMessageBody: z.object({ PaymentResponse: paymentResponseSchema }),
        })
        .optional(),
    }),
  }),
});

const header = (category: 'Payment' | 'TransactionStatus', serviceId: string, poiId: string) => ({
  ProtocolVersion: '3.0',
  MessageClass: 'Service',
  MessageCategory: category,
  MessageType: 'Request',
  SaleID: SALE_ID,
  ServiceID: serviceId,
  POIID: poiId,
});

/**
 * A card payment on the store's Adyen terminal through Terminal API's cloud synchronous
 * endpoint: a nexo PaymentRequest whose SaleTransactionID is the order number (Adyen's
 * merchant reference, so its AUTHORISATION webhook finds the order as for online payments).
 * When the payment's answer is lost (a timeout, a dropped connection, a server error), the
 * terminal is asked what became of it (TransactionStatus): a result found is the outcome; a
 * payment the terminal never received, or no answer at all, is an error, and the placement
 * gives the bag back.
 */
export function createAdyenTerminal(config: AdyenTerminalConfig): CardTerminal {
  const send = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 180_000;

  const post = async (body: unknown, timeout: number): Promise<unknown> => {
    let reply: Response;
    try {
      reply = await send(config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': config.apiKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw new PaymentProviderError(`The terminal did not answer: ${String(error)}`);
    }
    if (!reply.ok) {
      throw new PaymentProviderError(`Terminal API answered ${reply.status}.`, reply.status);
    }
    return reply.json().catch(() => null);
  };

  const statusOf = async (poiId: string, paymentServiceId: string): Promise<PaymentOutcome> => {
    const answer = transactionStatusSchema.safeParse(
      await post(
        {
          SaleToPOIRequest: {
            MessageHeader: header(
              'TransactionStatus',
              serviceIdOf(`status:${paymentServiceId}`),
              poiId,
            ),
            TransactionStatusRequest: {
              MessageReference: {
                MessageCategory: 'Payment',
                SaleID: SALE_ID,
                ServiceID: paymentServiceId,
              },
            },
          },
        },
        30_000,
      ),
    );
    const status = answer.success ? answer.data.SaleToPOIResponse.TransactionStatusResponse : null;
    const payment = status?.RepeatedMessageResponse?.RepeatedResponseMessageBody.PaymentResponse;
    if (status?.Response.Result === 'Success' && payment) return terminalOutcome(payment);
    throw new PaymentProviderError(
      `The terminal's payment is ${status?.Response.ErrorCondition ?? 'unknown'}.`,
    );
  };

  return {
    kind: 'adyen',
    servesStore: (storeId) => config.terminals.has(storeId),
    async pay(request: TerminalPaymentRequest) {
      const poiId = config.terminals.get(request.storeId);
      if (!poiId) throw new PaymentProviderError(`Store ${request.storeId} has no terminal.`);
      const serviceId = serviceIdOf(request.idempotencyKey);
      const body = {
        SaleToPOIRequest: {
          MessageHeader: header('Payment', serviceId, poiId),
          PaymentRequest: {
            SaleData: {
              SaleTransactionID: {
                TransactionID: request.reference,
                TimeStamp: new Date().toISOString(),
              },
            },
            PaymentTransaction: {
              AmountsReq: {
                Currency: request.amount.currency,
                RequestedAmount: toMajor(request.amount.value),
              },
            },
          },
        },
      };
      let answer: unknown;
      try {
        answer = await post(body, timeoutMs);
      } catch (error) {
        // A refused key or request (4xx) never reached a terminal; anything else may have.
        const status = error instanceof PaymentProviderError ? error.status : undefined;
        if (status !== undefined && status < 500) throw error;
        return statusOf(poiId, serviceId);
      }
      const parsed = paymentResultSchema.safeParse(answer);
      if (!parsed.success) return statusOf(poiId, serviceId);
      return terminalOutcome(parsed.data.SaleToPOIResponse.PaymentResponse);
    },
  };
}
