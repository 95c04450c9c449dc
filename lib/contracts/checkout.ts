import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { recaptchaResponseSchema } from './auth';
import { addressInputSchema, addressSchema, shipmentIds, shippingAddressContexts } from './address';
import { basketIdSchema, promoSummarySchema } from './cart';
import { orderSummarySchema } from './order-summary';
import { moneySchema } from './products';
import { inStoreSaleSchema } from './till';

/**
 * Checkout, payment and order contracts. Amounts on the wire are decimal numbers in the
 * currency's major unit; the server recomputes every total from the catalogue and ignores any
 * amount a client sends, except the `tax`/`total` the shopper saw, which it only compares
 * (TAX310).
 *
 * Calls that change the cart (shipping and billing address, payment instruments, reward)
 * answer with the cart itself: `cartSchema` of ./cart.
 */

// Addresses: the address itself and its variants are in ./address.

/** POST /cart/v2/cart/{basketId}/shippingAddress: one address per shipment ('me', 'customs'). */
export const shippingAddressRequestSchema = z.object({
  addresses: z
    .array(addressInputSchema.extend({ shippingId: z.enum(shipmentIds).default('me') }))
    .min(1, 'PYT405: The shipping address is missing.')
    .max(shipmentIds.length),
  /** Checked (action `placeOrder`) when sent, and always for an express wallet context. */
  recaptcha_response: recaptchaResponseSchema.optional(),
  /**
   * Context APPLE_PAY_EXPRESS only: the address is Apple Pay's redacted contact (country,
   * province, city, postal code), stored as `partial: true` to quote delivery and tax.
   * Placement refuses a partial address (PYT405) until the full contact replaces it.
   */
  estimate: z.boolean().default(false),
});
export type ShippingAddressRequest = z.input<typeof shippingAddressRequestSchema>;

export const shippingAddressQuerySchema = z.object({
  context: z.enum(shippingAddressContexts).optional(),
  /** A product-page wallet flow's basket id (cookie `bid`); must equal the path's. */
  bid: basketIdSchema.optional(),
});

/** DELETE /cart/v2/cart/{basketId}/shippingAddress?shippingId=me. */
export const deleteShippingAddressQuerySchema = z.object({
  shippingId: z.enum(shipmentIds).default('me'),
});

/** POST /cart/v1/cart/{basketId}/shippingAddress/validation. */
export const addressValidationRequestSchema = z.object({ address: addressInputSchema });

export const addressFieldErrorSchema = z.object({
  field: z.string(),
  errorId: z.string(),
  /** The validation message key of lib/validation/message.ts, for localized text. */
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

export const addressValidationResponseSchema = z.object({
  valid: z.boolean(),
  /** The address as it will be stored (transforms applied, phone international). */
  address: addressSchema.nullable(),
  /** Empty when valid. */
  errors: z.array(addressFieldErrorSchema),
  /** True when the street line looks like a PO box: home delivery refuses it (SHP500). */
  isPoBox: z.boolean(),
});
export type AddressValidationResponse = z.infer<typeof addressValidationResponseSchema>;

/**
 * POST /cart/v1/cart/{basketId}/billingAddress. Either an address or `sameAsShipping`;
 * neither (or same-as without a shipping address) is BIL400, an empty phone BILL410.
 */
export const billingAddressRequestSchema = z.object({
  billingAddress: addressInputSchema.optional(),
  sameAsShipping: z.boolean().default(false),
});
export type BillingAddressRequest = z.input<typeof billingAddressRequestSchema>;

/** GET /cart/v1/addressForms: the form definitions of the request's locale (lib/address). */
export const addressFormFieldSchema = z.object({
  name: z.string(),
  required: z.boolean(),
  minLength: z.number().int().optional(),
  maxLength: z.number().int().optional(),
  pattern: z
    .object({ source: z.string(), caseInsensitive: z.boolean(), hint: z.string() })
    .optional(),
  mask: z.string().optional(),
  transforms: z.array(z.string()),
  options: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
});
export const addressFormsResponseSchema = z.object({
  forms: z.array(
    z.object({
      formId: z.string(),
      countryCode: z.string(),
      dialCode: z.string(),
      fields: z.array(addressFormFieldSchema),
    }),
  ),
  countries: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AddressFormsResponse = z.infer<typeof addressFormsResponseSchema>;

// Payment methods and instruments

/** The payment_method_id values. */
export const paymentMethodIds = [
  'CREDIT_CARD',
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'REWARD_CODE',
  'REWARD_CARD',
  /** Buy now, pay later (Klarna through Adyen, or the simulated provider). */
  'KLARNA',
  /** Web payments. */
  'PAYPAL',
  'DW_APPLE_PAY',
  /** The store's card terminal: buy-in-store sessions only (docs/stores.md, "The till"). */
  'POS_TERMINAL',
] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** Methods that pay what is left for the card; the others reduce it (remainingToPay). */
export const remainderMethodIds = [
  'CREDIT_CARD',
  'KLARNA',
  'PAYPAL',
  'DW_APPLE_PAY',
  'POS_TERMINAL',
] as const;

/** How many gift cards one order may use (GFC410 beyond). */
export const MAX_GIFT_CARDS = 2;

export const paymentProviders = ['adyen', 'simulator'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  holderName: z.string(),
  main: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A gift card saved in the account: only the last four digits, the rest masked (spec 002 s. 9). */
export const savedGiftCardSchema = z.object({
  paymentInstrumentId: z.string(),
  maskedNumber: z.string(),
  lastFour: z.string(),
  balance: moneySchema,
  currency: z.enum(currencies),
  expiresAt: z.string().nullable(),
});
export type SavedGiftCard = z.infer<typeof savedGiftCardSchema>;

/** One step of the points-to-money ladder. */
export const loyaltyVoucherSchema = z.object({
  points: z.number().int().positive(),
  amountInCurrency: moneySchema,
  /** The shopper has the points. */
  available: z.boolean(),
  /** The voucher fits the order (not more than what is left to pay). */
  eligible: z.boolean(),
});
export type LoyaltyVoucher = z.infer<typeof loyaltyVoucherSchema>;

export const paymentMethodSchema = z.object({
  id: z.enum(paymentMethodIds),
  /** False when offered but not usable now; `reason` is the catalogue code saying why. */
  applicable: z.boolean(),
  reason: z.string().optional(),
  /** Card brands for CREDIT_CARD, e.g. ["visa","mc","amex"]. */
  brands: z.array(z.string()).optional(),
  /** POS_TERMINAL: the demo's simulated terminal, answered by the associate at placement. */
  simulated: z.boolean().optional(),
});

/** GET /cart/v1/cart/{basketId}/paymentMethods. */
export const paymentMethodsResponseSchema = z.object({
  provider: z.enum(paymentProviders),
  paymentMethods: z.array(paymentMethodSchema),
  /** Signed-in shoppers' saved cards, main first. */
  savedCards: z.array(savedCardSchema),
  /** Signed-in shoppers' saved gift cards in the cart's currency, not applied yet. */
  savedGiftCards: z.array(savedGiftCardSchema).default([]),
  loyalty: z
    .object({
      currentLoyaltyPoints: z.number().int().nonnegative(),
      applicableLoyaltyVouchers: z.array(loyaltyVoucherSchema),
      /** The highest voucher at or below the balance, null when none. */
      offeredVoucher: loyaltyVoucherSchema.nullable(),
      appliedVoucher: loyaltyVoucherSchema.nullable(),
    })
    .nullable(),
  remainingToPay: moneySchema,
  currency: z.enum(currencies),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

const giftCardNumberSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'GFC400: Enter a gift card number.')
      .regex(/^\d{16,19}$/, 'GFC700: This gift card is not valid.'),
  );
const giftCardPinSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'GFC760: This gift card PIN is not valid.');

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments, by method:
 * - GIFT_CARD: `giftCard` number and PIN, or a saved gift card's `payment_instrument_id`;
 *   applies min(balance, remaining).
 * - REWARD_CODE: `rewardCode`.
 * - ATHLETES_PAYMENT: no data; only when the remaining amount is 0.
 * - CREDIT_CARD: `payment_instrument_id` of a saved card, or none for a new card.
 * - KLARNA, PAYPAL, DW_APPLE_PAY: no data; authorised at placement.
 * LOYALTY_POINTS goes through PUT .../reward instead.
 */
export const addPaymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  z
    .object({
      payment_method_id: z.literal('GIFT_CARD'),
      giftCard: z.object({ number: giftCardNumberSchema, pin: giftCardPinSchema }).optional(),
      /** A gift card saved in the account: its PIN was checked when it was saved. */
      payment_instrument_id: z.uuid('PYT404: Payment instrument not found.').optional(),
    })
    .refine(
      (body) => (body.giftCard === undefined) !== (body.payment_instrument_id === undefined),
      {
        message: 'GFC400: Enter a gift card number.',
        path: ['giftCard'],
      },
    ),
  z.object({
    payment_method_id: z.literal('REWARD_CODE'),
    rewardCode: z.string().trim().min(1).max(40).toUpperCase(),
  }),
  z.object({ payment_method_id: z.literal('ATHLETES_PAYMENT') }),
  z.object({
    payment_method_id: z.literal('CREDIT_CARD'),
    payment_instrument_id: z.string().max(64).optional(),
  }),
  z.object({ payment_method_id: z.enum(['KLARNA', 'PAYPAL', 'DW_APPLE_PAY', 'POS_TERMINAL']) }),
]);
export type AddPaymentInstrumentRequest = z.input<typeof addPaymentInstrumentRequestSchema>;

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments. */
export const removePaymentInstrumentRequestSchema = z.object({
  payment_instrument_id: z.string().min(1).max(64),
});

/** POST /cart/v1/giftcard/balance. */
export const giftCardBalanceRequestSchema = z.object({
  number: giftCardNumberSchema,
  pin: giftCardPinSchema,
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type GiftCardBalanceRequest = z.input<typeof giftCardBalanceRequestSchema>;

export const giftCardBalanceResponseSchema = z.object({
  /** Only the last four digits, the rest masked. */
  maskedNumber: z.string(),
  lastFour: z.string(),
  balance: moneySchema,
  currency: z.enum(currencies),
  expiresAt: z.string().nullable(),
});
export type GiftCardBalanceResponse = z.infer<typeof giftCardBalanceResponseSchema>;

/** PUT /cart/v1/cart/{basketId}/reward: null removes the applied voucher. */
export const rewardRequestSchema = z.object({
  appliedLoyaltyVoucher: z.object({ points: z.number().int().positive() }).nullable(),
});
export type RewardRequest = z.input<typeof rewardRequestSchema>;

/** GET /cart/v1/paymentSession. */
export const paymentSessionQuerySchema = z.object({
  basketId: basketIdSchema,
  referer: z.string().max(500).optional(),
  paymentMethodId: z.enum(['CREDIT_CARD', 'PAYPAL', 'DW_APPLE_PAY']).default('CREDIT_CARD'),
  /** A buy-now-pay-later method instead of the card. */
  paymentMethod: z.literal('KLARNA').optional(),
});

const sessionAmountSchema = z.object({ value: z.number().int(), currency: z.enum(currencies) });

/**
 * Success, provider, meta, locale. Adyen: the Drop-in session (`id`, `sessionData`) and client
 * key; simulator: the same card form posts `test_`-prefixed card data (as Adyen's test
 * environment accepts unencrypted) to our own server only.
 */
export const paymentSessionResponseSchema = z.object({
  success: z.literal(true),
  provider: z.enum(paymentProviders),
  locale: z.string(),
  meta: z.object({
    sessionID: z.string(),
    sessionData: z.string().optional(),
    clientKey: z.string().optional(),
    environment: z.enum(['test', 'live']),
    /** The remaining amount in minor units, as the card form shows it. */
    amount: sessionAmountSchema,
    countryCode: z.string(),
    paymentMethodId: z.string(),
  }),
});
export type PaymentSessionResponse = z.infer<typeof paymentSessionResponseSchema>;

/**
 * POST /cart/v1/paymentSession/applePay/validation: the sheet's `validationURL` (an Apple Pay
 * gateway over https; any other URL answers ATTR200). The reply is Apple's merchant session,
 * opaque to the store, for `completeMerchantValidation`. Apple refusing or not answering is
 * PAY400; Apple Pay not offered by this store is PYT404.
 */
export const applePayValidationRequestSchema = z.object({
  validationURL: z.string().min(1).max(500),
});
export type ApplePayValidationRequest = z.input<typeof applePayValidationRequestSchema>;
export const applePayMerchantSessionSchema = z.record(z.string(), z.unknown());

/**
 * GET /cart/v1/paymentSession/applePay: whether the store offers Apple Pay (configured, with
 * Adyen), asked where there is no cart yet: the product page.
 */
export const applePayAvailabilitySchema = z.object({ offered: z.boolean() });
export type ApplePayAvailability = z.infer<typeof applePayAvailabilitySchema>;

/** POST /cart/v1/deviceFingerPrint. */
export const deviceFingerprintRequestSchema = z.object({
  cartId: basketIdSchema,
  fingerprint: z.string().min(1).max(5000),
});
export const deviceFingerprintResponseSchema = z.object({ success: z.literal(true) });

// Order placement

/** POST /cart/v1/cart/prepareOrder?basketId=. */
export const prepareOrderQuerySchema = z.object({ basketId: basketIdSchema });

/** What the summary step showed; a tax that differs now answers TAX310 with the new cart. */
export const prepareOrderRequestSchema = z
  .object({ shownTax: moneySchema.optional(), shownTotal: moneySchema.optional() })
  .default({});

export const preparedOrderResponseSchema = z.object({
  basketId: z.string(),
  /** The cart version placement must see; placement of another version re-prices. */
  version: z.number().int(),
  currency: z.enum(currencies),
  total: moneySchema,
  tax: moneySchema,
  remainingToPay: moneySchema,
});
export type PreparedOrderResponse = z.infer<typeof preparedOrderResponseSchema>;

/**
 * paymentMethod.additionalData of a placement. Card data: Adyen mode sends the Adyen
 * component's encrypted fields; the simulator sends the same fields as `test_<value>`
 * (e.g. `test_4111111111111111`, `test_03`, `test_2030`, `test_737`).
 */
export const paymentAdditionalDataSchema = z.object({
  sessionID: z.string().max(200).optional(),
  /** First six digits, for the fraud screen. */
  bin: z
    .string()
    .regex(/^\d{6,8}$/)
    .optional(),
  /** Card type or wallet type, e.g. "visa", "scheme", "klarna". */
  type: z.string().max(40).optional(),
  cardType: z.string().max(40).optional(),
  encryptedCardNumber: z.string().max(10000).optional(),
  encryptedExpiryMonth: z.string().max(10000).optional(),
  encryptedExpiryYear: z.string().max(10000).optional(),
  encryptedSecurityCode: z.string().max(10000).optional(),
  holderName: z.string().max(100).optional(),
  /** Save the new card to the signed-in shopper's account when authorised. */
  storePaymentMethod: z.boolean().optional(),
  /** Apple Pay or PayPal token from the wallet sheet. */
  walletToken: z.string().max(20000).optional(),
  deviceFingerprint: z.string().max(5000).optional(),
  /** The browser's 3-D Secure 2 data (Adyen `browserInfo`). */
  browserInfo: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** POS_TERMINAL in the demo: what the associate says the simulated terminal answered. */
  terminalResult: z.enum(['approved', 'declined']).optional(),
});
export type PaymentAdditionalData = z.infer<typeof paymentAdditionalDataSchema>;

export const inStoreSalesInfoSchema = z.object({
  storeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
  storeEmployeeId: z.string().regex(/^[A-Za-z0-9-]{1,20}$/),
});

/**
 * PUT /cart/v2/checkout/order. Failures, in the error body's `errorDetails[0]`:
 * - PAY400 (402): refused or not authorised; no order, the cart stays as it was
 *   (`data.refusalReason`). PYT400 (402): nothing pays the remaining amount.
 * - ORD430 (409): stock ran out meanwhile; `data.flash` lists ProductLineItemInventoryMissing /
 *   ProductLineItemFullInventoryMissing entries (itemId), the cart keeps them as flash too.
 * - TAX310 (409): the tax changed since prepareOrder; prepare again.
 * - BIL400 / BILL410 / PYT405: billing address, billing phone, shipping address missing.
 * - AUT403: reCAPTCHA failed. BSK404: no such open cart of the caller.
 */
export const placeOrderRequestSchema = z.object({
  cartId: basketIdSchema,
  /** One phone string, `+` dial code and national number. */
  billingAddress: addressInputSchema.optional(),
  paymentMethod: z.object({
    code: z.enum([
      'CREDIT_CARD',
      'KLARNA',
      'PAYPAL',
      'DW_APPLE_PAY',
      'POS_TERMINAL',
      'GIFT_CARD',
      'ATHLETES_PAYMENT',
      'LOYALTY_POINTS',
      'REWARD_CODE',
    ]),
    /** A saved card's id (CREDIT_CARD) or a cart payment instrument id. */
    id: z.string().max(64).optional(),
    additionalData: paymentAdditionalDataSchema.default({}),
  }),
  inStoreSalesInfo: inStoreSalesInfoSchema.optional(),
  /** reCAPTCHA token for action `placeOrder`. */
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

export const placeOrderQuerySchema = z.object({
  /** The page the shopper returns to after a redirect (PayPal, some 3-D Secure issuers). */
  returnUrl: z.string().max(500).optional(),
});

/**
 * Adyen-style action the page must perform before the payment can be authorised:
 * - threeDS2: the card issuer's challenge, in a dialog (Adyen's component or the simulator's).
 * - redirect: the browser goes to the provider's page (GET `url`, or POST `data` to it) and
 *   comes back to the return URL with `redirectResult` (Klarna, some issuers).
 * - sdk: a wallet's own window opened by Adyen's component (PayPal).
 */
export const paymentActionSchema = z.object({
  type: z.enum(['threeDS2', 'redirect', 'sdk']),
  subtype: z.enum(['challenge', 'fingerprint']).optional(),
  provider: z.enum(paymentProviders),
  paymentMethodType: z.string(),
  /** Adyen: the opaque token for the 3DS2 component; simulator: the challenge id. */
  token: z.string().optional(),
  url: z.string().optional(),
  /** How a redirect is followed; POST sends `data` as form fields. */
  method: z.enum(['GET', 'POST']).optional(),
  data: z.record(z.string(), z.string()).optional(),
  paymentData: z.string().optional(),
  /** The whole Adyen action object, handed to `checkout.createFromAction` as is. */
  raw: z.record(z.string(), z.unknown()).optional(),
});
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/**
 * An order's life: PaymentPending while a 3-D Secure challenge is open; Created once placed
 * (the shopper reads "Placed"); Processing, Shipped and Delivered as fulfilment moves it on;
 * Cancelled before it ships; Returned once a return reached the warehouse; Refunded once that
 * return's money went back (docs/after-sales.md).
 */
export const orderStatuses = [
  'PaymentPending',
  'Created',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
  'Returned',
  'Refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Placement reply. `status` Created: done, go to /order-confirmation?orderNumber=&st=.
 * PaymentPending: `flash` holds `PaymentNotAuthorized` with `data.action`: open the
 * 3-D Secure dialog, then PATCH the order. `st` is the order's access token (guests need it
 * to read the order).
 */
export const placeOrderResponseSchema = z.object({
  orderNumber: z.string(),
  st: z.string(),
  status: z.enum(orderStatuses),
  flash: z.array(
    z.object({
      type: z.literal('PaymentNotAuthorized'),
      message: z.string(),
      data: z.object({ action: paymentActionSchema }),
    }),
  ),
  /** Created: the shopper's fresh, empty cart. PaymentPending: the cart the order holds. */
  basketId: z.string(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

/**
 * What PayPal's window hands back through Adyen's component (`state.data.details`). Only
 * these keys are kept (others are dropped), each a bounded string.
 */
export const payPalDetailsSchema = z.object({
  orderID: z.string().max(200).optional(),
  payerID: z.string().max(200).optional(),
  paymentID: z.string().max(200).optional(),
  paymentSource: z.string().max(40).optional(),
  billingToken: z.string().max(200).optional(),
  facilitatorAccessToken: z.string().max(2000).optional(),
});
export type PayPalDetails = z.infer<typeof payPalDetailsSchema>;

/**
 * PATCH /cart/v2/checkout/order/{orderNumber}?st=: the result of the action placement asked
 * for. Success answers placeOrderResponseSchema with status Created. A failed or `cancelled`
 * action answers PAY400 with `data.basketId`: the order is cancelled, its stock released, and
 * that new cart holds the same items (back to billing with a new cart). `cancelled` (the
 * shopper closed PayPal) asks the provider nothing.
 */
export const patchOrderRequestSchema = z.object({
  paymentMethod: z.object({
    code: z.enum(['CREDIT_CARD', 'KLARNA', 'PAYPAL']),
    additionalData: z
      .object({
        cardType: z.string().max(40).optional(),
        paymentInstrumentId: z.string().max(64).optional(),
        sessionID: z.string().max(200).optional(),
        /** Adyen 3DS2 component result, or the simulator challenge's signed result. */
        threeDS2Result: z.string().min(1).max(20000).optional(),
        /** Adyen redirect actions (Klarna, PayPal, some issuers): `redirectResult` of the return URL. */
        redirectResult: z.string().min(1).max(20000).optional(),
        /** PayPal's approval, from Adyen's PayPal component. */
        details: payPalDetailsSchema.optional(),
        /** The shopper gave up (closed PayPal's window): release the order at once. */
        cancelled: z.literal(true).optional(),
      })
      .refine(
        (data) =>
          Boolean(data.threeDS2Result ?? data.redirectResult ?? data.details ?? data.cancelled),
        {
          message: 'PYT406: threeDS2Result, redirectResult, details or cancelled is required.',
          path: ['threeDS2Result'],
        },
      ),
  }),
});
export type PatchOrderRequest = z.input<typeof patchOrderRequestSchema>;

export const orderAccessQuerySchema = z.object({ st: z.string().max(200).optional() });
export const orderNumberParamsSchema = z.object({
  orderNumber: z.string().regex(/^[A-Z0-9]{8,32}$/, 'ORD409: Order not found.'),
});

/**
 * Simulator only (no Adyen keys): POST /cart/v1/paymentSession/simulator/challenge. Stands
 * in for the issuer's 3-D Secure page: "password" passes, anything else fails. The reply's
 * `threeDS2Result` goes into the PATCH.
 */
export const simulatorChallengeRequestSchema = z.object({
  token: z.string().min(1).max(500),
  password: z.string().max(100),
});
export const simulatorChallengeResponseSchema = z.object({
  threeDS2Result: z.string(),
  transStatus: z.enum(['Y', 'N']),
});

/**
 * Simulator only: the simulated buy-now-pay-later provider's page. GET
 * /cart/v1/paymentSession/simulator/redirect?token= describes the payment it asks about;
 * POST with the shopper's decision answers where to go back to, the return URL with the
 * signed `redirectResult` (as Adyen's hosted pages send the shopper back).
 */
export const simulatorRedirectQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const simulatorRedirectDescriptionSchema = z.object({
  reference: z.string(),
  amount: sessionAmountSchema,
  paymentMethodType: z.string(),
});
export type SimulatorRedirectDescription = z.infer<typeof simulatorRedirectDescriptionSchema>;
export const simulatorRedirectRequestSchema = z.object({
  token: z.string().min(1).max(2000),
  approved: z.boolean(),
});
export const simulatorRedirectResponseSchema = z.object({ returnUrl: z.string() });

// Orders

export const orderItemSchema = z.object({
  /** The order line's own id: what returns and warranty claims name. */
  itemId: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  /** Colour and size in the order's language; null once the variant left the catalogue. */
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The product image's path on this store (`/media/…`), or null. */
  imageUrl: z.string().nullable(),
  qty: z.number().int().positive(),
  /** Unit price paid before promotions (after any markdown). */
  price: moneySchema,
  /** price × qty: what the summary's subtotal adds up. */
  rowSubtotal: moneySchema,
  /** What the line cost after every discount. */
  rowTotal: moneySchema,
  shippingMethod: z.string(),
  storeId: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderShipmentSchema = z.object({
  shipmentId: z.string(),
  shippingMethod: z.object({ code: z.string(), label: z.string(), price: moneySchema }).nullable(),
  storeId: z.string().nullable(),
  /** The store a pickup or ship-to-store shipment goes to. */
  store: z
    .object({
      name: z.string(),
      addressLine1: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
      countryCode: z.string(),
    })
    .nullable(),
  address: addressSchema.nullable(),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

export const orderTotalsSchema = z.object({
  currency: z.enum(currencies),
  itemTotal: moneySchema,
  totalDiscount: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  taxIncluded: z.boolean(),
  total: moneySchema,
  /** What the card (or wallet, BNPL) was charged: total minus gift cards, rewards, points. */
  remainingToPay: moneySchema,
});

export const orderPaymentSchema = z.object({
  code: z.string(),
  amount: moneySchema,
  additionalData: z.object({
    cardType: z.string().optional(),
    lastFour: z.string().optional(),
    pspReference: z.string().optional(),
    points: z.number().optional(),
  }),
});

/** GET /cart/v2/checkout/order/{orderNumber}?st=: the owner's, or the running associate's. */
export const orderResponseSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  createdAt: z.string(),
  email: z.string(),
  currency: z.enum(currencies),
  items: z.array(orderItemSchema),
  shipments: z.array(orderShipmentSchema),
  totals: orderTotalsSchema,
  paymentMethod: z.array(orderPaymentSchema),
  promoSummary: z.array(promoSummarySchema),
  /** The same summary as the bag's, from the order's stored totals: its lines add up. */
  summary: orderSummarySchema,
  billingAddress: addressSchema,
  inStoreSalesInfo: inStoreSalesInfoSchema.nullable(),
  inStoreSale: inStoreSaleSchema.nullable(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
