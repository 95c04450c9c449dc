import type { ShipmentId } from '@/lib/contracts/address';
import type {
  AddItemRequest,
  CartWithItemRequest,
  CouponRequest,
  DeleteItemRequest,
  PriceAdjustmentRequest,
  ShippingMethodRequest,
  UpdateItemRequest,
  UpdateSaveForLaterRequest,
} from '@/lib/contracts/cart';
import { readCartSummary } from '@/lib/contracts/cart-values';
import { BASKET_VERSION_HEADER } from '@/lib/contracts/header-names';
import type { AttachCustomerRequest, HandOverRequest } from '@/lib/contracts/till';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const cartContracts = () => import('@/lib/contracts/cart');
const cartSchema = lazySchema(cartContracts, 'cartSchema');
const cartSummarySchema = lazySchema(cartContracts, 'cartSummarySchema');
const saveForLaterResponseSchema = lazySchema(cartContracts, 'saveForLaterResponseSchema');
const shipmentSchema = lazySchema(cartContracts, 'shipmentSchema');

const cartPath = (basketId: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}`;

/** A line change made on the cart as the page last saw it (docs/api.md, cart versions). */
export interface LineChangeOptions {
  /** The version of that cart; the server refuses the change (BSK409) once it has moved on. */
  expectedVersion?: number;
}

const versionHeader = ({ expectedVersion }: LineChangeOptions = {}) =>
  expectedVersion === undefined ? undefined : { [BASKET_VERSION_HEADER]: String(expectedVersion) };

export interface GetCartQuery {
  favStoreId?: string;
  isPatchRequired?: boolean;
  inventorySupplyCheck?: boolean;
}

export interface CartWithItemQuery {
  action?: 'pickup';
  favStoreId?: string;
  bid?: string;
  /** A product-page wallet purchase: the item goes into a basket of its own, not the bag. */
  context?: 'APPLE_PAY_EXPRESS';
}

/** The cart service calls of spec 000 section 7; every cart reply is parsed with cartSchema. */
export function createCartClient(request: Transport) {
  return {
    createCart: () => request({ method: 'POST', path: '/cart/v1/cart', schema: cartSchema }),
    cartWithItem: (body: CartWithItemRequest, query?: CartWithItemQuery) =>
      request({
        method: 'POST',
        path: '/cart/v1/cartWithItem',
        query: { ...query },
        body,
        schema: cartSchema,
      }),
    getCart: (basketId: string, query?: GetCartQuery) =>
      request({ path: cartPath(basketId), query: { ...query }, schema: cartSchema }),
    /** Ours: the count and version only, without the reprice of getCart (for the header). */
    getCartSummary: (basketId: string) =>
      request({
        path: `${cartPath(basketId)}/summary`,
        schema: cartSummarySchema,
        reader: readCartSummary,
      }),
    addItem: (body: AddItemRequest) =>
      request({ method: 'POST', path: '/cart/v1/item', body, schema: cartSchema }),
    updateItem: (basketId: string, body: UpdateItemRequest, options?: LineChangeOptions) =>
      request({
        method: 'PUT',
        path: `${cartPath(basketId)}/item`,
        body,
        headers: versionHeader(options),
        schema: cartSchema,
      }),
    deleteItem: (body: DeleteItemRequest, options?: LineChangeOptions) =>
      request({
        method: 'DELETE',
        path: '/cart/v1/item',
        body,
        headers: versionHeader(options),
        schema: cartSchema,
      }),
    applyCoupon: (body: CouponRequest) =>
      request({ method: 'PUT', path: '/cart/v1/coupon', body, schema: cartSchema }),
    removeCoupon: (body: CouponRequest) =>
      request({ method: 'DELETE', path: '/cart/v1/coupon', body, schema: cartSchema }),
    setShippingMethod: (body: ShippingMethodRequest) =>
      request({ method: 'POST', path: '/cart/v1/shippingMethod', body, schema: cartSchema }),
    getShippingMethods: (basketId: string, shippingId: ShipmentId) =>
      request({
        path: `${cartPath(basketId)}/shippingMethod/${shippingId}`,
        schema: shipmentSchema,
      }),
    moveToSaveForLater: (basketId: string, itemId: string, options?: LineChangeOptions) =>
      request({
        method: 'POST',
        path: `/cart/v2/cart/${encodeURIComponent(basketId)}/saveForLater`,
        body: { itemId },
        headers: versionHeader(options),
        schema: cartSchema,
      }),
    updateSavedItem: (body: UpdateSaveForLaterRequest) =>
      request({
        method: 'PUT',
        path: '/cart/v2/saveForLater',
        body,
        schema: saveForLaterResponseSchema,
      }),
    removeSavedItem: (saveForLaterId: string, itemId: string) =>
      request({
        method: 'DELETE',
        path: `/cart/v2/saveForLater/${encodeURIComponent(saveForLaterId)}/items/${encodeURIComponent(itemId)}`,
        schema: saveForLaterResponseSchema,
      }),
    reserveWithItem: (body: AddItemRequest) =>
      request({ method: 'POST', path: '/cart/v1/reserveWithItem', body, schema: cartSchema }),
    addPriceAdjustment: (basketId: string, body: PriceAdjustmentRequest) =>
      request({
        method: 'POST',
        path: `${cartPath(basketId)}/price_adjustments`,
        body,
        schema: cartSchema,
      }),
    changePriceAdjustment: (basketId: string, adjustmentId: string, body: PriceAdjustmentRequest) =>
      request({
        method: 'PATCH',
        path: `${cartPath(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        body,
        schema: cartSchema,
      }),
    removePriceAdjustment: (basketId: string, adjustmentId: string) =>
      request({
        method: 'DELETE',
        path: `${cartPath(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        schema: cartSchema,
      }),
    attachCustomer: (basketId: string, body: AttachCustomerRequest) =>
      request({ method: 'PUT', path: `${cartPath(basketId)}/customer`, body, schema: cartSchema }),
    detachCustomer: (basketId: string) =>
      request({ method: 'DELETE', path: `${cartPath(basketId)}/customer`, schema: cartSchema }),
    setHandOver: (basketId: string, body: HandOverRequest) =>
      request({ method: 'PUT', path: `${cartPath(basketId)}/handOver`, body, schema: cartSchema }),
  };
}
export type CartClient = ReturnType<typeof createCartClient>;
