import { http, HttpResponse } from 'msw';
import { addressFormFor } from '@/lib/address/form-definitions';
import type {
  PatchOrderRequest,
  PaymentMethodsResponse,
  PaymentSessionResponse,
  PlaceOrderRequest,
  PlaceOrderResponse,
} from '@/lib/contracts/checkout';
import { cartReply, cartTotals, mockIds } from './cart-fixtures';

/** A gift card the fake API knows: $50.00 left, PIN 1234. */
export const knownGiftCard = { number: '6006493743448687', pin: '1234', balance: 50 };

/** The card the fake issuer challenges, and the password that passes (as the simulator). */
export const challengeCardNumber = '4212345678910006';
export const challengePassword = 'password';
export const newBasketAfterFailedChallenge = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e99';
/** Buy now pay later answers a redirect to the provider's page; this result comes back approved. */
export const bnplProviderPage = '/en-us/dev/payment-provider?token=bnpl-1';
export const approvedRedirectResult = 'approved-redirect';
/** PayPal through Adyen answers an `sdk` action; PayPal's approval passes with this order id. */
export const payPalSdkToken = 'EC-MOCK0001';
export const approvedPayPalOrderId = '5O190127TN364715T';

function errorBody(status: number, errorId: string, message: string, data?: object) {
  return HttpResponse.json(
    {
      errorDetails: [{ errorId, message, ...(data ? { data } : {}) }],
      appId: 'mock',
      correlationId: 'mock',
    },
    { status },
  );
}

export interface CheckoutMockOptions {
  paymentMethods?: Partial<PaymentMethodsResponse>;
  /** How many payment session calls fail before one succeeds. */
  failingSessionCalls?: number;
}

/**
 * A fake of the checkout API for component tests: address forms, payment methods, the payment
 * session, and placement whose outcome follows the simulator's test cards (challenge card,
 * DECLINED holder name). `log` records the bodies the page sent.
 */
export function checkoutHandlers(options: CheckoutMockOptions = {}) {
  const log = {
    placeOrder: [] as PlaceOrderRequest[],
    patchOrder: [] as unknown[],
    paymentSession: 0,
  };
  let failingSessionCalls = options.failingSessionCalls ?? 0;
  const created = (orderNumber: string): PlaceOrderResponse => ({
    orderNumber,
    st: 'st-token',
    status: 'Created',
    flash: [],
    basketId: '2b3c4d5e-6f70-4a81-9b2c-3d4e5f607181',
  });

  const pendingOrder = (
    orderNumber: string,
    action: PlaceOrderResponse['flash'][number]['data']['action'],
  ): PlaceOrderResponse => ({
    orderNumber,
    st: 'st-token',
    status: 'PaymentPending',
    flash: [{ type: 'PaymentNotAuthorized', message: 'Confirm the payment.', data: { action } }],
    basketId: mockIds.basket,
  });

  const handlers = [
    http.get('*/api/cart/v1/addressForms', () =>
      HttpResponse.json({
        forms: [addressFormFor('US', 'en-us')],
        countries: [{ code: 'US', name: 'United States' }],
      }),
    ),
    http.post('*/api/cart/v1/giftcard/balance', async ({ request }) => {
      const { number, pin } = (await request.json()) as { number: string; pin: string };
      if (number !== knownGiftCard.number || pin !== knownGiftCard.pin) {
        return errorBody(400, 'GFC700', 'This gift card is not valid.');
      }
      return HttpResponse.json({
        maskedNumber: `************${knownGiftCard.number.slice(-4)}`,
        lastFour: knownGiftCard.number.slice(-4),
        balance: knownGiftCard.balance,
        currency: 'USD',
        expiresAt: null,
      });
    }),
    http.post('*/api/cart/v1/cart/:basketId/paymentInstruments', async ({ request }) => {
      const body = (await request.json()) as { giftCard?: { number: string; pin: string } };
      if (body.giftCard?.number !== knownGiftCard.number) {
        return errorBody(400, 'GFC700', 'This gift card is not valid.');
      }
      return HttpResponse.json(
        cartReply({
          totals: cartTotals({ total: 105, remainingToPay: 55 }),
          payment_instruments: [
            {
              payment_instrument_id: 'pi-gift',
              payment_method_id: 'GIFT_CARD',
              amount: knownGiftCard.balance,
              display: { lastFour: knownGiftCard.number.slice(-4) },
            },
          ],
        }),
      );
    }),
    http.get('*/api/cart/v1/cart/:basketId/paymentMethods', () =>
      HttpResponse.json({
        provider: 'simulator',
        paymentMethods: [
          { id: 'CREDIT_CARD', applicable: true, brands: ['visa', 'mc', 'amex'] },
          { id: 'GIFT_CARD', applicable: true },
        ],
        savedCards: [],
        savedGiftCards: [],
        loyalty: null,
        remainingToPay: 105,
        currency: 'USD',
        ...options.paymentMethods,
      } satisfies PaymentMethodsResponse),
    ),
    http.get('*/api/cart/v1/paymentSession', () => {
      log.paymentSession += 1;
      if (failingSessionCalls > 0) {
        failingSessionCalls -= 1;
        return errorBody(502, 'GEN500', 'Provider unavailable.');
      }
      const provider = options.paymentMethods?.provider ?? 'simulator';
      return HttpResponse.json({
        success: true,
        provider,
        locale: 'en-US',
        meta: {
          ...(provider === 'adyen' ? { clientKey: 'test_CLIENTKEY' } : {}),
          sessionID: 'session-1',
          environment: 'test',
          amount: { value: 10500, currency: 'USD' },
          countryCode: 'US',
          paymentMethodId: 'CREDIT_CARD',
        },
      } satisfies PaymentSessionResponse);
    }),
    http.post('*/api/cart/v1/cart/prepareOrder', () =>
      HttpResponse.json({
        basketId: mockIds.basket,
        version: 1,
        currency: 'USD',
        total: 105,
        tax: 0,
        remainingToPay: 105,
      }),
    ),
    http.put('*/api/cart/v2/checkout/order', async ({ request }) => {
      const body = (await request.json()) as PlaceOrderRequest;
      log.placeOrder.push(body);
      const data = body.paymentMethod.additionalData ?? {};
      if (data.holderName === 'DECLINED') {
        return errorBody(402, 'PAY400', 'The payment was refused.', { refusalReason: 'Refused' });
      }
      if (body.paymentMethod.code === 'KLARNA') {
        return HttpResponse.json(
          pendingOrder('S0000000043', {
            type: 'redirect',
            method: 'GET',
            provider: 'simulator',
            paymentMethodType: 'klarna',
            url: bnplProviderPage,
          }),
        );
      }
      if (body.paymentMethod.code === 'PAYPAL' && !data.walletToken) {
        const raw = {
          type: 'sdk',
          paymentMethodType: 'paypal',
          sdkData: { token: payPalSdkToken },
          paymentData: 'pd-paypal',
        };
        return HttpResponse.json(
          pendingOrder('S0000000044', {
            type: 'sdk',
            provider: 'adyen',
            paymentMethodType: 'paypal',
            paymentData: 'pd-paypal',
            raw,
          }),
        );
      }
      if (data.encryptedCardNumber === `test_${challengeCardNumber}`) {
        return HttpResponse.json(
          pendingOrder('S0000000042', {
            type: 'threeDS2',
            subtype: 'challenge',
            provider: 'simulator',
            paymentMethodType: 'scheme',
            token: 'challenge-1',
          }),
        );
      }
      return HttpResponse.json(created('S0000000041'));
    }),
    http.post('*/api/cart/v1/paymentSession/simulator/challenge', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      const passed = password === challengePassword;
      return HttpResponse.json({
        threeDS2Result: passed ? 'signed-Y' : 'signed-N',
        transStatus: passed ? 'Y' : 'N',
      });
    }),
    http.patch('*/api/cart/v2/checkout/order/:orderNumber', async ({ request, params }) => {
      const body = (await request.json()) as PatchOrderRequest;
      log.patchOrder.push(body);
      const data = body.paymentMethod.additionalData;
      const approved =
        data.threeDS2Result === 'signed-Y' ||
        data.redirectResult === approvedRedirectResult ||
        data.details?.orderID === approvedPayPalOrderId;
      if (!approved) {
        return errorBody(402, 'PAY400', 'The payment was refused.', {
          basketId: newBasketAfterFailedChallenge,
        });
      }
      return HttpResponse.json(created(String(params.orderNumber)));
    }),
  ];
  return { handlers, log };
}
