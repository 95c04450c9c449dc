import { createHmac } from 'node:crypto';
import { http, HttpResponse } from 'msw';

/**
 * Adyen's Checkout API as its test environment answers (v71): X-API-Key checked (401),
 * merchant account checked (403), Idempotency-Key replays the first answer, card data as
 * `test_`-prefixed unencrypted values, lineItems that do not add up to the amount refused (422),
 * holder name DECLINED refused, 4212 3456 7891 0006 asking for a native 3-D Secure 2
 * challenge, Klarna answering RedirectShopper with a redirect action, PayPal (`subtype: sdk`)
 * answering Pending with an `sdk` action, and /payments/details turning a challenge result, a
 * redirectResult or PayPal's approval into Authorised or Refused. Enough for the adapter's
 * tests to see real shapes.
 */
export interface AdyenMockOptions {
  baseUrl: string;
  apiKey: string;
  merchantAccount: string;
}

export interface AdyenMockCall {
  path: string;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
}

/** The opaque result the mock's challenge page hands the page on success or failure. */
export const ADYEN_MOCK_CHALLENGE_PASSED = 'eyJ0cmFuc1N0YXR1cyI6IlkifQ==';
export const ADYEN_MOCK_CHALLENGE_FAILED = 'eyJ0cmFuc1N0YXR1cyI6Ik4ifQ==';
/** The `redirectResult` Klarna's page sends the shopper back with, approved or declined. */
export const ADYEN_MOCK_REDIRECT_APPROVED = 'X6XtfGC3!Y29kZT1hcHByb3ZlZA==';
export const ADYEN_MOCK_REDIRECT_DECLINED = 'X6XtfGC3!Y29kZT1kZWNsaW5lZA==';
/** PayPal's approval as Adyen's PayPal component hands it over (`state.data.details`). */
export const ADYEN_MOCK_PAYPAL_DETAILS = {
  orderID: '5O190127TN364715T',
  payerID: 'FSMVU44LF3YUS',
  paymentID: 'PAYID-MOCK0001',
  facilitatorAccessToken: 'A21AAMOCKTOKEN',
};

function adyenError(status: number, errorCode: string, message: string, errorType: string) {
  return HttpResponse.json(
    { status, errorCode, message, errorType, pspReference: 'MOCKERR0000000001' },
    { status },
  );
}

function unwrap(value: unknown): string {
  return typeof value === 'string' && value.startsWith('test_') ? value.slice(5) : '';
}

export function adyenHandlers({ baseUrl, apiKey, merchantAccount }: AdyenMockOptions) {
  const calls: AdyenMockCall[] = [];
  const replays = new Map<string, unknown>();
  let sequence = 0;
  const psp = () => `MOCK${String((sequence += 1)).padStart(12, '0')}`;

  // PayPal's /payments/details must carry the paymentData of its Pending answer.
  const payPalPaymentData = new Set<string>();

  function payments(body: Record<string, unknown>) {
    const method = (body.paymentMethod ?? {}) as Record<string, unknown>;
    const lineItems = body.lineItems as
      { quantity: number; amountIncludingTax: number }[] | undefined;
    const amount = body.amount as { value: number };
    const linesTotal = lineItems?.reduce(
      (sum, item) => sum + item.quantity * item.amountIncludingTax,
      0,
    );
    if (linesTotal !== undefined && linesTotal !== amount.value) {
      // Klarna (through Adyen) refuses invoice lines that do not add up to the amount.
      return adyenError(422, '000', 'The sum of lineItems does not match the amount', 'validation');
    }
    if (method.type === 'klarna') {
      return {
        resultCode: 'RedirectShopper',
        pspReference: psp(),
        action: {
          type: 'redirect',
          method: 'GET',
          paymentMethodType: 'klarna',
          url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkoutPaymentRedirect?redirectData=mock',
        },
      };
    }
    if (method.type === 'paypal') {
      if (method.subtype !== 'sdk') {
        return adyenError(422, '14_0416', 'Missing payment method details: subtype', 'validation');
      }
      const paymentData = `pd-paypal-${psp()}`;
      payPalPaymentData.add(paymentData);
      return {
        resultCode: 'Pending',
        action: {
          type: 'sdk',
          paymentMethodType: 'paypal',
          sdkData: { token: 'EC-MOCK0001' },
          paymentData,
        },
      };
    }
    if (method.type === 'scheme' && !method.storedPaymentMethodId) {
      const number = unwrap(method.encryptedCardNumber);
      if (!/^\d{12,19}$/.test(number)) {
        return adyenError(422, '101', 'Invalid card number', 'validation');
      }
      if (String(method.holderName ?? '').toUpperCase() === 'DECLINED') {
        return {
          resultCode: 'Refused',
          pspReference: psp(),
          refusalReason: 'Refused',
          refusalReasonCode: '2',
        };
      }
      if (number === '4212345678910006') {
        const reference = psp();
        return {
          resultCode: 'ChallengeShopper',
          pspReference: reference,
          action: {
            type: 'threeDS2',
            subtype: 'challenge',
            paymentMethodType: 'scheme',
            token: 'mock-3ds2-token',
            paymentData: `pd-${reference}`,
            authorisationToken: 'mock-authorisation-token',
          },
        };
      }
    }
    const stored = body.storePaymentMethod === true && body.shopperReference;
    return {
      resultCode: 'Authorised',
      pspReference: psp(),
      additionalData: {
        cardSummary: unwrap(method.encryptedCardNumber).slice(-4) || '1111',
        expiryDate: `${Number(unwrap(method.encryptedExpiryMonth) || 3)}/${unwrap(method.encryptedExpiryYear) || '2030'}`,
        paymentMethod: 'visa',
        ...(stored ? { 'tokenization.storedPaymentMethodId': 'MOCKSTOREDTOKEN0001' } : {}),
      },
      amount: body.amount,
      merchantReference: body.reference,
    };
  }

  function details(body: Record<string, unknown>) {
    const given = (body.details ?? {}) as Record<string, unknown>;
    const refused = (refusalReason: string) => ({
      resultCode: 'Refused',
      pspReference: psp(),
      refusalReason,
      refusalReasonCode: '2',
    });
    if (given.redirectResult !== undefined) {
      return given.redirectResult === ADYEN_MOCK_REDIRECT_APPROVED
        ? {
            resultCode: 'Authorised',
            pspReference: psp(),
            additionalData: { paymentMethod: 'klarna' },
          }
        : refused('Refused');
    }
    if (given.orderID !== undefined) {
      const approved =
        given.orderID === ADYEN_MOCK_PAYPAL_DETAILS.orderID &&
        typeof body.paymentData === 'string' &&
        payPalPaymentData.has(body.paymentData);
      return approved
        ? {
            resultCode: 'Authorised',
            pspReference: psp(),
            additionalData: { paymentMethod: 'paypal' },
          }
        : refused('Refused');
    }
    const result = given.threeDSResult;
    if (result === ADYEN_MOCK_CHALLENGE_PASSED) {
      return {
        resultCode: 'Authorised',
        pspReference: psp(),
        additionalData: { cardSummary: '0006', expiryDate: '3/2030', paymentMethod: 'visa' },
      };
    }
    return {
      resultCode: 'Refused',
      pspReference: psp(),
      refusalReason: '3D Not Authenticated',
      refusalReasonCode: '11',
    };
  }

  const route = (path: string, answer: (body: Record<string, unknown>) => unknown) =>
    http.post(`${baseUrl}${path}`, async ({ request }) => {
      if (request.headers.get('x-api-key') !== apiKey) {
        return adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
      }
      const body = (await request.json()) as Record<string, unknown>;
      const idempotencyKey = request.headers.get('idempotency-key');
      calls.push({ path, idempotencyKey, body });
      if (path !== '/payments/details' && body.merchantAccount !== merchantAccount) {
        return adyenError(403, '901', 'Invalid Merchant Account', 'security');
      }
      const replayKey = idempotencyKey ? `${path}:${idempotencyKey}` : null;
      if (replayKey && replays.has(replayKey)) {
        return HttpResponse.json(replays.get(replayKey) as Record<string, unknown>, {
          headers: { 'idempotency-key': idempotencyKey ?? '' },
        });
      }
      const answered = answer(body);
      if (answered instanceof Response) return answered;
      if (replayKey) replays.set(replayKey, answered);
      return HttpResponse.json(answered as Record<string, unknown>);
    });

  const handlers = [
    route('/sessions', (body) => ({
      id: `CS${psp()}`,
      sessionData: 'Ab02b4c0!BQABAgB...mock',
      amount: body.amount,
      reference: body.reference,
      returnUrl: body.returnUrl,
      expiresAt: '2030-01-01T00:00:00+01:00',
      merchantAccount: body.merchantAccount,
    })),
    route('/payments', payments),
    route('/payments/details', details),
    // Deleting a stored card: 204 for the shopper's token; the query names account and shopper.
    http.delete(`${baseUrl}/storedPaymentMethods/:token`, ({ request, params }) => {
      if (request.headers.get('x-api-key') !== apiKey) {
        return adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
      }
      const query = new URL(request.url).searchParams;
      const body = Object.fromEntries(query);
      calls.push({
        path: `/storedPaymentMethods/${String(params.token)}`,
        idempotencyKey: null,
        body,
      });
      if (body.merchantAccount !== merchantAccount) {
        return adyenError(403, '901', 'Invalid Merchant Account', 'security');
      }
      if (!body.shopperReference) {
        return adyenError(422, '000', 'Missing shopperReference', 'validation');
      }
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, calls };
}

export interface AdyenMockNotification {
  eventCode: string;
  success: boolean;
  merchantReference: string;
  amount: { value: number; currency: string };
  pspReference?: string;
  /** The payment a modification (refund, reversal) acts on. */
  originalReference?: string;
  merchantAccountCode: string;
  reason?: string;
  additionalData?: Record<string, string>;
}

/**
 * A standard webhook body as Adyen posts it, one NotificationRequestItem signed the way Adyen
 * documents (HMAC-SHA256 with the hex key over the eight colon-separated fields, base64).
 */
export function adyenNotificationBody(notification: AdyenMockNotification, hmacKey: string) {
  const item = {
    eventCode: notification.eventCode,
    success: String(notification.success),
    pspReference: notification.pspReference ?? 'MOCKNOTIF0000001',
    ...(notification.originalReference
      ? { originalReference: notification.originalReference }
      : {}),
    merchantAccountCode: notification.merchantAccountCode,
    merchantReference: notification.merchantReference,
    amount: notification.amount,
    eventDate: '2030-01-01T10:00:00+01:00',
    paymentMethod: 'klarna',
    ...(notification.reason ? { reason: notification.reason } : {}),
  };
  const signed = [
    item.pspReference,
    notification.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  const hmacSignature = createHmac('sha256', Buffer.from(hmacKey, 'hex'))
    .update(signed)
    .digest('base64');
  return {
    live: 'false',
    notificationItems: [
      {
        NotificationRequestItem: {
          ...item,
          additionalData: { ...notification.additionalData, hmacSignature },
        },
      },
    ],
  };
}
