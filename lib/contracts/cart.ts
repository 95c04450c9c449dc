import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { addressSchema, cartShippingAddressSchema, shipmentIds } from './address';
import { COUPON_CODE_MAX_LENGTH } from './cart-values';
import { orderSummarySchema } from './order-summary';
import { moneySchema } from './products';
import { tillSaleSchema } from './till';

export { COUPON_CODE_MAX_LENGTH, flashTypes, type CartFlashType } from './cart-values';

/**
 * Cart service contracts. Amounts on the wire are decimal numbers in the currency's major unit;
 * the server computes every one of them from the catalogue and ignores any price a client
 * sends.
 */

export const DEFAULT_ITEM_QTY = 1;
export const DEFAULT_MAX_QTY = 999_999;

/** Item fulfilment codes. */
export const fulfilmentCodes = ['standard', 'pickup', 'sts', 'pudo', 'digital', 'customs'] as const;
export type FulfilmentCode = (typeof fulfilmentCodes)[number];

export const basketIdSchema = z.uuid();
export const cartItemIdSchema = z.uuid();
const variantIdSchema = z.string().trim().min(1).max(64);
const storeIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,20}$/);
const quantitySchema = z.number().int().min(1).max(DEFAULT_MAX_QTY);

/** A gift option is sent only with all three of to, email and message. */
export const giftOptionSchema = z.object({
  to: z.string().trim().min(1).max(60),
  email: z.email().max(254),
  message: z.string().trim().min(1).max(250),
});
export type GiftOption = z.infer<typeof giftOptionSchema>;

/** Moving a saved-for-later line back to the cart removes it from the list once added. */
const fromSaveForLaterSchema = z.object({
  saveForLaterId: z.uuid(),
  itemId: z.uuid(),
});

const newItemFields = {
  /** The variant (SKU) id; `upc` may name it instead. */
  productId: variantIdSchema.optional(),
  upc: z.string().trim().min(1).max(32).optional(),
  qty: quantitySchema.default(DEFAULT_ITEM_QTY),
  /** Sent by clients as a hint; the server always applies the product's own maximum. */
  maxQty: z.number().int().positive().optional(),
  storeId: storeIdSchema.optional(),
  shippingMethod: z.enum(fulfilmentCodes).optional(),
  recipeId: z.string().max(64).optional(),
  precreatedCustomsCode: z.string().max(64).optional(),
  productImageURL: z.string().max(500).optional(),
  pdpUrl: z.string().max(500).optional(),
  /** Gift card amount in major units; only for products that take a custom amount. */
  customAmount: z.number().positive().optional(),
  giftOption: giftOptionSchema.optional(),
  saveForLater: fromSaveForLaterSchema.optional(),
};

/** A new line names its variant, or the saved-for-later line it comes back from. */
function namesAVariant(item: {
  productId?: string;
  upc?: string;
  saveForLater?: unknown;
}): boolean {
  return Boolean(item.productId ?? item.upc ?? item.saveForLater);
}
const variantMessage = 'ATTR300: productId, upc or saveForLater is required.';

/** POST /cart/v1/item. */
export const addItemRequestSchema = z
  .object({ cartId: basketIdSchema, ...newItemFields })
  .refine(namesAVariant, { message: variantMessage, path: ['productId'] });
export type AddItemRequest = z.input<typeof addItemRequestSchema>;

/** POST /cart/v1/cartWithItem: creates the cart and adds the first item in one call. */
export const cartWithItemRequestSchema = z
  .object(newItemFields)
  .refine(namesAVariant, { message: variantMessage, path: ['productId'] });
export type CartWithItemRequest = z.input<typeof cartWithItemRequestSchema>;

export const cartWithItemQuerySchema = z
  .object({
    action: z.literal('pickup').optional(),
    favStoreId: storeIdSchema.optional(),
    /** A cart the page already holds, to add to instead of the shopper's bag. */
    bid: basketIdSchema.optional(),
    /**
     * APPLE_PAY_EXPRESS: a product-page wallet purchase. The item goes into a basket of its
     * own, apart from the bag; its id is the `bid` the flow's later calls carry.
     */
    context: z.literal('APPLE_PAY_EXPRESS').optional(),
  })
  .refine((query) => !(query.context && query.bid), {
    message: 'ATTR200: A product-page purchase starts its own cart; bid cannot name one.',
    path: ['bid'],
  });

/** PUT /cart/v1/cart/{basketId}/item: quantity, size or colour, store, gift option. */
export const updateItemRequestSchema = z.object({
  itemId: cartItemIdSchema,
  productId: variantIdSchema.optional(),
  upc: z.string().trim().min(1).max(32).optional(),
  qty: quantitySchema.optional(),
  maxQty: z.number().int().positive().optional(),
  recipeId: z.string().max(64).optional(),
  storeId: storeIdSchema.nullable().optional(),
  shippingMethod: z.enum(fulfilmentCodes).optional(),
  /** null removes the gift option. */
  giftOption: giftOptionSchema.nullable().optional(),
});
export type UpdateItemRequest = z.input<typeof updateItemRequestSchema>;

/** DELETE /cart/v1/item. */
export const deleteItemRequestSchema = z.object({
  cartId: basketIdSchema,
  itemId: cartItemIdSchema,
  upc: z.string().max(32).optional(),
});
export type DeleteItemRequest = z.input<typeof deleteItemRequestSchema>;

/** PUT and DELETE /cart/v1/coupon. */
export const couponRequestSchema = z.object({
  cartId: basketIdSchema,
  code: z.string().trim().min(1, 'PRM130: Enter a code.').max(COUPON_CODE_MAX_LENGTH).toUpperCase(),
});
export type CouponRequest = z.input<typeof couponRequestSchema>;

/** POST /cart/v1/shippingMethod: the delivery service of one shipment. */
export const shippingMethodRequestSchema = z.object({
  cartId: basketIdSchema,
  code: z.string().trim().min(1).max(40),
  shippingId: z.enum(shipmentIds).default('me'),
  shopperAppliedSM: z.boolean().optional(),
});
export type ShippingMethodRequest = z.input<typeof shippingMethodRequestSchema>;

/** GET /cart/v1/cart/{basketId}. */
export const getCartQuerySchema = z.object({
  favStoreId: storeIdSchema.optional(),
  isPatchRequired: z.stringbool().optional(),
  /** Re-check every line against stock and report changes as flash messages. */
  inventorySupplyCheck: z.stringbool().optional(),
});

/** POST /cart/v2/cart/{basketId}/saveForLater. */
export const moveToSaveForLaterRequestSchema = z.object({ itemId: cartItemIdSchema });

/** PUT /cart/v2/saveForLater: change a saved line's quantity or variant. */
export const updateSaveForLaterRequestSchema = z.object({
  saveForLaterId: z.uuid(),
  itemId: z.uuid(),
  productId: variantIdSchema.optional(),
  qty: quantitySchema.optional(),
});
export type UpdateSaveForLaterRequest = z.input<typeof updateSaveForLaterRequestSchema>;

/**
 * No price adjustment names more than this, in major units, whatever an associate's own limit
 * (ASSOCIATE_ADJUSTMENT_MAX_AMOUNT cannot be set higher).
 */
export const PRICE_ADJUSTMENT_AMOUNT_CEILING = 10_000;

/** POST and PATCH /cart/v1/cart/{basketId}/price_adjustments (associates only). */
export const priceAdjustmentRequestSchema = z.object({
  itemId: cartItemIdSchema.nullable().default(null),
  /** Amount off in major units: whole cents, above zero, at most the ceiling. */
  amount: z
    .number()
    .positive('PRC400: A price adjustment takes off more than zero.')
    .max(PRICE_ADJUSTMENT_AMOUNT_CEILING, 'PRC400: This price adjustment is too large.')
    .multipleOf(0.01, 'PRC400: A price adjustment is in whole cents.'),
  reason: z.string().trim().min(1).max(120),
});
export type PriceAdjustmentRequest = z.input<typeof priceAdjustmentRequestSchema>;

/** POST /cart/v1/reserveWithItem: add an item and hold its stock for a while. */
export const reserveWithItemRequestSchema = addItemRequestSchema;

// Replies

export const shippingMethodSchema = z.object({
  code: z.string(),
  label: z.string(),
  price: z.object({ amount: moneySchema, finalAmount: moneySchema }),
  /** Human text such as "Today" or "2–4 business days". */
  deliveryTime: z.string(),
  /** Earliest delivery in days from now; sorts the list (same day, 0, first). */
  earliestDays: z.number().int().nonnegative(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

export const cartItemPriceSchema = z.object({
  current: moneySchema,
  original: moneySchema,
  rowTotal: moneySchema,
  amount: moneySchema,
  priceAfterItemDiscount: moneySchema,
  priceAfterOrderDiscount: moneySchema,
});

export const flashSchema = z.object({
  type: z.string(),
  message: z.string().optional(),
  itemId: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type CartFlash = z.infer<typeof flashSchema>;

/** An error that belongs to one line (shown on the item). */
export const itemErrorSchema = z.object({ errorId: z.string(), message: z.string() });

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  upc: z.string(),
  recipeId: z.string().nullable(),
  storeId: z.string().nullable(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  pdpUrl: z.string(),
  productImageURL: z.string().nullable(),
  color: z.object({ code: z.string(), label: z.string() }),
  size: z.string(),
  price: cartItemPriceSchema,
  isMarkdown: z.boolean(),
  taxTotal: moneySchema,
  /** Added free by a gift-with-purchase promotion. */
  bonus: z.boolean(),
  isCustoms: z.boolean(),
  isDigitalProduct: z.boolean(),
  customerNotifications: z.array(z.string()),
  precreatedCustomsCode: z.string().nullable(),
  shippingOptions: z.object({
    selected: z.enum(fulfilmentCodes),
    available: z.array(z.enum(fulfilmentCodes)),
    shippingMethod: shippingMethodSchema.nullable(),
    storeInfo: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  giftOption: giftOptionSchema.nullable(),
  available: z.boolean(),
  error: itemErrorSchema.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartTotalsSchema = z.object({
  currency: z.enum(currencies),
  total: moneySchema,
  totalDiscount: moneySchema,
  itemTotal: moneySchema,
  itemSubTotal: moneySchema,
  totalWithoutTax: moneySchema,
  netAmount: moneySchema,
  shipping: moneySchema,
  tax: moneySchema,
  taxAmount: moneySchema,
  /** True where prices include tax (VAT in EMEA), false where tax is added (US, Canada). */
  taxIncluded: z.boolean(),
  totalDiscountPercentage: z.number().min(0).max(100),
  remainingToPay: moneySchema,
  totalUnits: z.number().int().nonnegative(),
  appliedRewards: moneySchema,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const promotionLevels = ['ORDER', 'PRODUCT', 'SHIPPING'] as const;

export const promoSummarySchema = z.object({
  level: z.enum(promotionLevels),
  promotionId: z.string(),
  promotionName: z.string(),
  calloutMessage: z.string(),
  /** What the promotion took off, major units. */
  amount: moneySchema,
  couponCode: z.string().nullable(),
});
export type PromoSummary = z.infer<typeof promoSummarySchema>;

export const couponItemSchema = z.object({
  code: z.string(),
  promotionId: z.string(),
  calloutMessage: z.string(),
  /** Applied codes whose conditions the cart no longer meets stay listed, not applied. */
  applied: z.boolean(),
});

/** `message` holds three pipe-separated parts (below, above, reached). */
export const approachingPromotionSchema = z.object({
  id: z.string(),
  message: z.string(),
  contexts: z.array(z.string()),
  promotionClass: z.enum(promotionLevels),
  threshold: moneySchema,
  remaining: moneySchema,
  /** 0 to 100: how far the cart is towards the threshold. */
  progress: z.number().min(0).max(100),
  /**
   * Which part of `message` applies: below under half way, above from half way, reached at 100.
   * The server always sends it; optional only so replies recorded before it still parse.
   */
  thresholdStatus: z.enum(['Below Threshold', 'Above Threshold', 'Threshold Reached']).optional(),
});
export type ApproachingPromotion = z.infer<typeof approachingPromotionSchema>;

export const shipmentSchema = z.object({
  shippingId: z.enum(shipmentIds),
  selected: shippingMethodSchema.nullable(),
  applicableShippingMethods: z.array(shippingMethodSchema),
});

export const savedItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  qty: z.number().int().positive(),
  name: z.string(),
  color: z.object({ code: z.string(), label: z.string() }),
  size: z.string(),
  pageUrl: z.string(),
  productImageURL: z.string().nullable(),
  price: z.object({ current: moneySchema, original: moneySchema }).nullable(),
  available: z.boolean(),
});
export type SavedItem = z.infer<typeof savedItemSchema>;

export const saveForLaterSchema = z.object({
  saveForLaterId: z.string(),
  items: z.array(savedItemSchema),
});

export const priceAdjustmentSchema = z.object({
  adjustmentId: z.string(),
  itemId: z.string().nullable(),
  amount: moneySchema,
  reason: z.string(),
  /** The associate who last set it (store and employee id), and when. */
  adjustedBy: z.object({ storeId: z.string(), employeeId: z.string() }),
  adjustedAt: z.iso.datetime(),
});

export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: z.string(),
  amount: moneySchema,
  /** Masked display data, e.g. a gift card's last four digits. */
  display: z.record(z.string(), z.string()),
});

export const cartSchema = z.object({
  basketId: z.string(),
  currency: z.enum(currencies),
  totalItems: z.number().int().nonnegative(),
  items: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  couponItems: z.array(couponItemSchema),
  promoSummary: z.array(promoSummarySchema),
  approachingPromotions: z.array(approachingPromotionSchema),
  flash: z.array(flashSchema),
  shippingMethods: z.array(shipmentSchema),
  shippingAddress: cartShippingAddressSchema.nullable(),
  billingAddress: addressSchema.nullable(),
  payment_instruments: z.array(paymentInstrumentSchema),
  priceAdjustments: z.array(priceAdjustmentSchema),
  /** A buy-in-store sale's customer and hand-over; a shopper's own bag has neither. */
  tillSale: tillSaleSchema,
  saveForLater: saveForLaterSchema.nullable(),
  /** Set once after sign-in merged a guest cart into this one. */
  isMerged: z.boolean(),
  /** Ours, beyond the spec: goes up with every change; line changes send it back (below). */
  version: z.number().int().nonnegative(),
  /** Ours, beyond the spec: the lines the bag and checkout show, which add up to the total. */
  summary: orderSummarySchema,
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Ours, beyond the spec: a line change (PUT item, DELETE item, POST saveForLater) may send the
 * version of the cart it was made on. When the cart has changed since, nothing is changed and
 * the reply is BSK409 (409) with `data.version`, the version now.
 */
export { BASKET_VERSION_HEADER } from './header-names';
export const basketVersionSchema = z.coerce.number().int().nonnegative().max(2_147_483_647);

/** GET /cart/v1/cart/{basketId}/summary (ours): the header's count, without a reprice. */
export const cartSummarySchema = z.object({
  basketId: z.string(),
  totalItems: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** DELETE /cart/v2/saveForLater/{id}/items/{itemId} and PUT /cart/v2/saveForLater. */
export const saveForLaterResponseSchema = saveForLaterSchema;
