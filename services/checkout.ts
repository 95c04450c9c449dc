import type { z } from 'zod';
import type { AddressInput, ShippingAddressContext } from '@/lib/contracts/address';
import type {
  AddPaymentInstrumentRequest,
  BillingAddressRequest,
  GiftCardBalanceRequest,
  PatchOrderRequest,
  PlaceOrderRequest,
  RewardRequest,
  ShippingAddressRequest,
  paymentSessionQuerySchema,
  simulatorChallengeRequestSchema,
  simulatorRedirectRequestSchema,
} from '@/lib/contracts/checkout';
import { headerNames } from '@/lib/contracts/header-names';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const cartContracts = () => import('@/lib/contracts/cart');
const checkoutContracts = () => import('@/lib/contracts/checkout');
const cartSchema = lazySchema(cartContracts, 'cartSchema');
const addressFormsResponseSchema = lazySchema(checkoutContracts, 'addressFormsResponseSchema');
const applePayAvailabilitySchema = lazySchema(checkoutContracts, 'applePayAvailabilitySchema');
const applePayMerchantSessionSchema = lazySchema(
  checkoutContracts,
  'applePayMerchantSessionSchema',
);
const addressValidationResponseSchema = lazySchema(
  checkoutContracts,
  'addressValidationResponseSchema',
);
const giftCardBalanceResponseSchema = lazySchema(
  checkoutContracts,
  'giftCardBalanceResponseSchema',
);
const orderResponseSchema = lazySchema(checkoutContracts, 'orderResponseSchema');
const paymentMethodsResponseSchema = lazySchema(checkoutContracts, 'paymentMethodsResponseSchema');
const paymentSessionResponseSchema = lazySchema(checkoutContracts, 'paymentSessionResponseSchema');
const placeOrderResponseSchema = lazySchema(checkoutContracts, 'placeOrderResponseSchema');
const preparedOrderResponseSchema = lazySchema(checkoutContracts, 'preparedOrderResponseSchema');
const simulatorChallengeResponseSchema = lazySchema(
  checkoutContracts,
  'simulatorChallengeResponseSchema',
);
const simulatorRedirectDescriptionSchema = lazySchema(
  checkoutContracts,
  'simulatorRedirectDescriptionSchema',
);
const simulatorRedirectResponseSchema = lazySchema(
  checkoutContracts,
  'simulatorRedirectResponseSchema',
);

/** Spec 002 section 9: a failed payment session call is tried again after 3000 ms. */
export const PAYMENT_SESSION_RETRY_DELAY_MS = 3000;

const cartPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;
const orderPath = (orderNumber: string) =>
  `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`;

export interface CheckoutClientOptions {
  retryDelayMs?: number;
  /**
   * The app webview's tracking value (services/app-launch.ts), null in a browser: placement
   * and patch carry it as the app tracking header.
   */
  appTracking?: () => string | null;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The checkout, payment and order calls of spec 000 section 7 (lib/contracts/checkout.ts). */
export function createCheckoutClient(request: Transport, options: CheckoutClientOptions = {}) {
  const retryDelayMs = options.retryDelayMs ?? PAYMENT_SESSION_RETRY_DELAY_MS;
  // Spec 000 section 7: the tracking header goes on order placement and order patch only.
  const trackingHeaders = () => {
    const tracking = options.appTracking?.();
    return tracking ? { [headerNames.appTracking]: tracking } : undefined;
  };

  const getPaymentSession = (query: z.input<typeof paymentSessionQuerySchema>) =>
    request({ path: '/cart/v1/paymentSession', query, schema: paymentSessionResponseSchema });

  return {
    getAddressForms: () =>
      request({ path: '/cart/v1/addressForms', schema: addressFormsResponseSchema }),
    /** `bid`: a product-page wallet purchase names its own basket (spec 000 section 7). */
    setShippingAddress: (
      basketId: string,
      body: ShippingAddressRequest,
      context?: ShippingAddressContext,
      bid?: string,
    ) =>
      request({
        method: 'POST',
        path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
        query: { context, bid },
        body,
        schema: cartSchema,
      }),
    validateAddress: (basketId: string, address: AddressInput) =>
      request({
        method: 'POST',
        path: `${cartPath(basketId)}/shippingAddress/validation`,
        body: { address },
        schema: addressValidationResponseSchema,
      }),
    setBillingAddress: (basketId: string, body: BillingAddressRequest) =>
      request({
        method: 'POST',
        path: `${cartPath(basketId)}/billingAddress`,
        body,
        schema: cartSchema,
      }),
    getPaymentMethods: (basketId: string) =>
      request({
        path: `${cartPath(basketId)}/paymentMethods`,
        schema: paymentMethodsResponseSchema,
      }),
    addPaymentInstrument: (basketId: string, body: AddPaymentInstrumentRequest) =>
      request({
        method: 'POST',
        path: `${cartPath(basketId)}/paymentInstruments`,
        body,
        schema: cartSchema,
      }),
    removePaymentInstrument: (basketId: string, paymentInstrumentId: string) =>
      request({
        method: 'DELETE',
        path: `${cartPath(basketId)}/paymentInstruments`,
        body: { payment_instrument_id: paymentInstrumentId },
        schema: cartSchema,
      }),
    getGiftCardBalance: (body: GiftCardBalanceRequest) =>
      request({
        method: 'POST',
        path: '/cart/v1/giftcard/balance',
        body,
        schema: giftCardBalanceResponseSchema,
      }),
    setReward: (basketId: string, body: RewardRequest) =>
      request({ method: 'PUT', path: `${cartPath(basketId)}/reward`, body, schema: cartSchema }),
    /** Retried once, after 3000 ms, when the first call fails (spec 002 section 9). */
    getPaymentSession: async (query: z.input<typeof paymentSessionQuerySchema>) => {
      try {
        return await getPaymentSession(query);
      } catch {
        await wait(retryDelayMs);
        return getPaymentSession(query);
      }
    },
    /** Whether the store offers Apple Pay at all (the product page has no cart to ask about). */
    getApplePayAvailability: () =>
      request({ path: '/cart/v1/paymentSession/applePay', schema: applePayAvailabilitySchema }),
    /** Apple Pay merchant validation: Apple's opaque merchant session for the sheet. */
    validateApplePayMerchant: (validationURL: string) =>
      request({
        method: 'POST',
        path: '/cart/v1/paymentSession/applePay/validation',
        body: { validationURL },
        schema: applePayMerchantSessionSchema,
      }),
    prepareOrder: (basketId: string, shown: { shownTax?: number; shownTotal?: number } = {}) =>
      request({
        method: 'POST',
        path: '/cart/v1/cart/prepareOrder',
        query: { basketId },
        body: shown,
        schema: preparedOrderResponseSchema,
      }),
    placeOrder: (body: PlaceOrderRequest, returnUrl?: string) =>
      request({
        method: 'PUT',
        path: '/cart/v2/checkout/order',
        query: { returnUrl },
        body,
        headers: trackingHeaders(),
        schema: placeOrderResponseSchema,
      }),
    patchOrder: (orderNumber: string, st: string, body: PatchOrderRequest) =>
      request({
        method: 'PATCH',
        path: orderPath(orderNumber),
        query: { st },
        body,
        headers: trackingHeaders(),
        schema: placeOrderResponseSchema,
      }),
    getOrder: (orderNumber: string, st?: string) =>
      request({ path: orderPath(orderNumber), query: { st }, schema: orderResponseSchema }),
    /** The payment simulator's stand-in for the issuer's 3-D Secure page. */
    answerSimulatorChallenge: (body: z.input<typeof simulatorChallengeRequestSchema>) =>
      request({
        method: 'POST',
        path: '/cart/v1/paymentSession/simulator/challenge',
        body,
        schema: simulatorChallengeResponseSchema,
      }),
    /** The payment simulator's stand-in for the buy-now-pay-later provider's page. */
    describeSimulatorRedirect: (token: string) =>
      request({
        path: '/cart/v1/paymentSession/simulator/redirect',
        query: { token },
        schema: simulatorRedirectDescriptionSchema,
      }),
    answerSimulatorRedirect: (body: z.input<typeof simulatorRedirectRequestSchema>) =>
      request({
        method: 'POST',
        path: '/cart/v1/paymentSession/simulator/redirect',
        body,
        schema: simulatorRedirectResponseSchema,
      }),
  };
}
export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
