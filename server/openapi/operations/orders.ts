import {
  cancelOrderQuerySchema,
  cancelOrderRequestSchema,
  omsEventResponseSchema,
  omsEventSchema,
  orderDetailResponseSchema,
  purchaseHistoryRequestSchema,
  purchaseHistoryResponseSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
} from '@/lib/contracts/orders';
import { json, named, type Operation } from '../operation';

const tag = 'Orders';
const consumer = '/consumers-v3/consumer';
const detail = json(named('OrderDetailResponse', orderDetailResponseSchema));

export const orderOperations: Operation[] = [
  {
    method: 'post',
    path: `${consumer}/purchasehistory`,
    summary: "The signed-in shopper's placed orders, newest first, paged and filtered",
    tag,
    body: named('PurchaseHistoryRequest', purchaseHistoryRequestSchema),
    success: json(named('PurchaseHistoryResponse', purchaseHistoryResponseSchema)),
    errors: ['AUT404'],
  },
  {
    method: 'get',
    path: `${consumer}/purchase/{orderId}`,
    summary: 'One placed order with its timeline, tracking and open after-sales actions',
    tag,
    success: detail,
    errors: ['ORD409'],
  },
  {
    method: 'post',
    path: `${consumer}/TrackOrder`,
    summary: 'An order by number and email (or by number for its signed-in owner)',
    tag,
    body: named('TrackOrderRequest', trackOrderRequestSchema),
    success: json(named('TrackOrderResponse', trackOrderResponseSchema)),
    errors: ['OHS4004', 'AUT403'],
  },
  {
    method: 'post',
    path: `${consumer}/CancelOrder`,
    summary: 'Cancel an order that has not shipped and refund what paid for it',
    tag,
    query: cancelOrderQuerySchema,
    body: named('CancelOrderRequest', cancelOrderRequestSchema),
    success: detail,
    errors: ['ORD409', 'ORD410'],
  },
  {
    method: 'post',
    path: '/oms/v1/orders/{orderNumber}/events',
    summary: "The order-management system's events, behind its bearer key (OMS_API_KEY)",
    tag: 'Webhooks',
    body: named('OmsEvent', omsEventSchema),
    success: json(named('OmsEventResponse', omsEventResponseSchema)),
    errors: ['AUT404', 'ORD409', 'ORD411', 'RTN404'],
    withoutStorefrontHeaders: true,
  },
];
