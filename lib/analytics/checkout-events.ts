import type { Cart } from '@/lib/contracts/cart';
import type { OrderResponse } from '@/lib/contracts/checkout';
import { cartEcommerce, orderLineItem, type EcommerceEvent } from './ecommerce-items';

export const beginCheckoutEvent = (cart: Cart): EcommerceEvent => ({
  event: 'begin_checkout',
  ecommerce: cartEcommerce(cart),
});

/** The shipping step done: `shipping_tier` is the delivery chosen (or collection). */
export const addShippingInfoEvent = (cart: Cart, shippingTier: string): EcommerceEvent => ({
  event: 'add_shipping_info',
  ecommerce: { ...cartEcommerce(cart), shipping_tier: shippingTier },
});

/** The billing step done: `payment_type` is the kind of payment chosen (card, paypal, …). */
export const addPaymentInfoEvent = (cart: Cart, paymentType: string): EcommerceEvent => ({
  event: 'add_payment_info',
  ecommerce: { ...cartEcommerce(cart), payment_type: paymentType },
});

export const purchaseEvent = (order: OrderResponse): EcommerceEvent => ({
  event: 'purchase',
  ecommerce: {
    transaction_id: order.orderNumber,
    currency: order.currency,
    value: order.totals.total,
    tax: order.totals.tax,
    shipping: order.totals.shipping,
    items: order.items.map(orderLineItem),
  },
});

const PURCHASES_KEY = 'stride.analytics.purchases';

/**
 * True the first time this tab shows an order's confirmation: a reload or a Back to it must
 * not count the purchase twice.
 */
export function firstSightOfOrder(orderNumber: string): boolean {
  try {
    const seen: unknown = JSON.parse(sessionStorage.getItem(PURCHASES_KEY) ?? '[]');
    const orders = Array.isArray(seen) ? seen.filter((id) => typeof id === 'string') : [];
    if (orders.includes(orderNumber)) return false;
    sessionStorage.setItem(PURCHASES_KEY, JSON.stringify([...orders, orderNumber].slice(-20)));
    return true;
  } catch {
    // Storage off: counting it again on a reload is better than never counting it.
    return true;
  }
}
