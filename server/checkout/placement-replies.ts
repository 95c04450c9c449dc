import type { PaymentAction, PlaceOrderResponse } from '@/lib/contracts/checkout';
import type { OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { PaymentProvider, ShopperAction } from '../payments/provider';

/** What placement and the action's PATCH answer: placed, waiting for the shopper, refused. */

export function createdReply(order: OrderRow, basketId: string): PlaceOrderResponse {
  return {
    orderNumber: order.orderNumber,
    st: order.accessToken,
    status: 'Created',
    flash: [],
    basketId,
  };
}

const actionMessages: Record<PaymentAction['type'], string> = {
  threeDS2: 'The card issuer asks the shopper to confirm the payment.',
  redirect: "The shopper confirms the payment on the provider's page.",
  sdk: "The shopper approves the payment in the wallet's window.",
};

export function pendingReply(
  order: Pick<OrderRow, 'orderNumber' | 'accessToken' | 'basketId'>,
  provider: PaymentProvider,
  shopperAction: ShopperAction,
): PlaceOrderResponse {
  const action: PaymentAction = { ...shopperAction, provider: provider.name };
  return {
    orderNumber: order.orderNumber,
    st: order.accessToken,
    status: 'PaymentPending',
    flash: [
      { type: 'PaymentNotAuthorized', message: actionMessages[action.type], data: { action } },
    ],
    basketId: order.basketId,
  };
}

export function refusalError(reason: string): ApiError {
  // Adyen (and the simulator) name an expired card; the page shows it at the expiry field.
  if (reason === 'Expired Card')
    return new ApiError('FE309', undefined, { data: { refusalReason: reason } });
  // Adyen's risk system refuses with FRAUD or FRAUD-CANCELLED.
  if (/^fraud/i.test(reason))
    return new ApiError('PYT402', undefined, { data: { refusalReason: reason } });
  return new ApiError('PAY400', 'The payment was not authorized. Try another card or method.', {
    data: { refusalReason: reason },
  });
}
