import { z } from 'zod';
import { currencies } from '../i18n/locales';
import { emailSchema, recaptchaResponseSchema } from './auth';
import { orderResponseSchema, orderStatuses } from './checkout';
import { moneySchema } from './products';

/** The consumer service's order calls: history, detail, tracking, cancel (docs/after-sales.md). */

export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9-]{4,32}$/i, 'OHS4004: Enter the order number from your confirmation email.')
  .transform((value) => value.toUpperCase());

/** The periods the order list filters by; "all" by default. */
export const purchasePeriods = ['last30Days', 'last6Months', 'lastYear', 'all'] as const;
export type PurchasePeriod = (typeof purchasePeriods)[number];

/** POST purchasehistory: the signed-in shopper's orders, newest first. */
export const purchaseHistoryRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(10),
  period: z.enum(purchasePeriods).default('all'),
  status: z.enum(orderStatuses).optional(),
});
export type PurchaseHistoryRequest = z.input<typeof purchaseHistoryRequestSchema>;

export const purchaseSummarySchema = z.object({
  orderNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(orderStatuses),
  currency: z.enum(currencies),
  total: moneySchema,
  itemCount: z.number().int().nonnegative(),
  /** Up to four product image paths (`/media/…`), in line order. */
  thumbnails: z.array(z.string()).max(4),
});
export type PurchaseSummary = z.infer<typeof purchaseSummarySchema>;

export const purchaseHistoryResponseSchema = z.object({
  orders: z.array(purchaseSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Orders matching the filter, over every page. */
  total: z.number().int().nonnegative(),
});
export type PurchaseHistoryResponse = z.infer<typeof purchaseHistoryResponseSchema>;

export const trackingSchema = z.object({
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's tracking page for this parcel. */
  trackingUrl: z.string().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const orderTimelineEntrySchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  tracking: trackingSchema.nullable(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** The after-sales actions open on the order right now. */
export const orderActionsSchema = z.object({
  cancel: z.boolean(),
  return: z.boolean(),
  invoice: z.boolean(),
  resendGiftCardEmail: z.boolean(),
  warranty: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

export const refundStatuses = ['Requested', 'Refunded', 'Failed'] as const;

export const refundSchema = z.object({
  amount: moneySchema,
  /** Where the money goes back: the card or wallet, a gift card, loyalty points. */
  target: z.enum(['provider', 'giftCard', 'loyalty']),
  status: z.enum(refundStatuses),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

export const returnReasons = [
  'tooSmall',
  'tooBig',
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'changedMind',
] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const orderReturnSchema = z.object({
  returnId: z.string(),
  createdAt: z.string(),
  status: z.enum(['LabelIssued', 'Received', 'Refunded']),
  items: z.array(
    z.object({
      itemId: z.string(),
      qty: z.number().int().positive(),
      reason: z.enum(returnReasons),
    }),
  ),
  amount: moneySchema,
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

export const warrantyReasons = ['sole', 'upper', 'stitching', 'zip', 'fabric', 'other'] as const;
export type WarrantyReason = (typeof warrantyReasons)[number];

export const warrantyClaimSummarySchema = z.object({
  claimId: z.string(),
  itemId: z.string(),
  reason: z.enum(warrantyReasons),
  status: z.enum(['Submitted', 'Approved', 'Rejected']),
  createdAt: z.string(),
});
export type WarrantyClaimSummary = z.infer<typeof warrantyClaimSummarySchema>;

/** GET purchase/{orderId}: the order as its owner reads it, with its after-sales state. */
export const orderDetailResponseSchema = orderResponseSchema.extend({
  timeline: z.array(orderTimelineEntrySchema),
  tracking: trackingSchema.nullable(),
  actions: orderActionsSchema,
  /** Per order line: how many can still be returned. */
  returnableQty: z.record(z.string(), z.number().int().nonnegative()),
  /** The last day a return can be started; null before delivery. */
  returnWindowEndsAt: z.string().nullable(),
  returns: z.array(orderReturnSchema),
  refunds: z.array(refundSchema),
  warrantyClaims: z.array(warrantyClaimSummarySchema),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const orderIdParamsSchema = z.object({ orderId: orderNumberSchema });

/** POST TrackOrder: a guest by number and email; the signed-in owner by number alone. */
export const trackOrderRequestSchema = z.object({
  orderNumber: orderNumberSchema,
  email: emailSchema.optional(),
  recaptcha_response: recaptchaResponseSchema.optional(),
});
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;

export const trackOrderResponseSchema = orderDetailResponseSchema.omit({ paymentMethod: true });
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

export const cancelReasons = [
  'changedMind',
  'foundCheaper',
  'orderedByMistake',
  'tooSlow',
  'other',
] as const;

/** POST CancelOrder?orderNumber=: allowed until the order ships. */
export const cancelOrderQuerySchema = z.object({ orderNumber: orderNumberSchema });
export const cancelOrderRequestSchema = z.object({
  reason: z.enum(cancelReasons).default('other'),
});
export type CancelOrderRequest = z.input<typeof cancelOrderRequestSchema>;

/** POST return/{orderId}/returnLabel: answers the label as application/pdf (header x-return-id). */
export const returnLabelRequestSchema = z.object({
  items: z
    .array(
      z.object({
        itemId: z.uuid(),
        qty: z.number().int().min(1).max(99),
        reason: z.enum(returnReasons),
      }),
    )
    .min(1)
    .max(50),
});
export type ReturnLabelRequest = z.input<typeof returnLabelRequestSchema>;

/** POST purchase/invoice/download?orderNumber= (no body): answers the invoice as application/pdf. */
export const invoiceQuerySchema = z.object({ orderNumber: orderNumberSchema });

/** POST resendGiftCardEmail: the digital gift cards of the order, to their recipients again. */
export const resendGiftCardEmailRequestSchema = z.object({
  orderNumber: orderNumberSchema,
  /** One gift card line; every digital line of the order when omitted. */
  itemId: z.uuid().optional(),
});
export const resendGiftCardEmailResponseSchema = z.object({ sent: z.number().int().nonnegative() });

/** Photo limits of a warranty claim (multipart field `photos`). */
export const WARRANTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const WARRANTY_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const WARRANTY_PHOTO_MAX_COUNT = 3;
export const WARRANTY_DESCRIPTION_MAX_LENGTH = 1000;

/**
 * POST warranty, as multipart/form-data: these text fields plus up to three `photos` files.
 * The form's fields arrive as strings.
 */
export const warrantyClaimFieldsSchema = z.object({
  orderNumber: orderNumberSchema,
  itemId: z.uuid(),
  reason: z.enum(warrantyReasons),
  description: z.string().trim().min(10).max(WARRANTY_DESCRIPTION_MAX_LENGTH),
});
export type WarrantyClaimFields = z.infer<typeof warrantyClaimFieldsSchema>;
export const warrantyClaimResponseSchema = warrantyClaimSummarySchema;

/** What an order-management system reports (POST /oms/v1/orders/{orderNumber}/events). */
export const omsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('processing') }),
  z.object({
    type: z.literal('shipped'),
    carrier: z.string().trim().min(1).max(60),
    trackingNumber: z.string().trim().min(1).max(60),
    trackingUrl: z.url().max(500).optional(),
  }),
  z.object({ type: z.literal('delivered') }),
  z.object({ type: z.literal('returned'), returnId: z.string().min(1).max(40) }),
  z.object({ type: z.literal('refunded'), returnId: z.string().min(1).max(40) }),
]);
export type OmsEvent = z.infer<typeof omsEventSchema>;

/** The OMS endpoint's answer: the order's status after the event. */
export const omsEventResponseSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
});
export type OmsEventResponse = z.infer<typeof omsEventResponseSchema>;
