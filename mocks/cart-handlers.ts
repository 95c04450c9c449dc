import { http, HttpResponse } from 'msw';
import {
  BASKET_VERSION_HEADER,
  addItemRequestSchema,
  cartSchema,
  cartSummarySchema,
  cartWithItemRequestSchema,
  couponRequestSchema,
  deleteItemRequestSchema,
  moveToSaveForLaterRequestSchema,
  shipmentSchema,
  shippingMethodRequestSchema,
  updateItemRequestSchema,
  type Cart,
  type CartItem,
  type SavedItem,
} from '@/lib/contracts/cart';
import { errorReply } from './auth-handlers';
import {
  cartItem,
  cartReply,
  cartTotals,
  expressDelivery,
  standardDelivery,
} from './cart-fixtures';

/** A variant the fake cart service sells. */
export interface MockVariant {
  productId: string;
  name: string;
  price: number;
  original?: number;
  maxQty?: number;
  /** Units left; adding more fails with INV408 (some left) or INV700 (none). */
  stock?: number;
}

export const mockVariants: MockVariant[] = [
  { productId: 'RUN1000110', name: 'Road Runner', price: 100 },
  { productId: 'TRL2000209', name: 'Trail Climber', price: 80, original: 120 },
];

/** Percent off per code; WELCOME10 as the server seeds it. */
const mockCoupons: Record<string, number> = { WELCOME10: 10 };

/** Delivery services of the home shipment, in the order a server would not sort them. */
const mockServices = [standardDelivery, expressDelivery];

interface Injected {
  method: string;
  path: string;
  status: number;
  errorId: string;
  data?: Record<string, unknown>;
  times: number;
  /** The error is sent only once this settles, so a test can see what shows meanwhile. */
  after?: Promise<void>;
}

interface Logged {
  method: string;
  path: string;
  body: unknown;
}

const round = (amount: number) => Math.round(amount * 100) / 100;

/**
 * An in-memory cart service answering the paths of spec 000 section 7 with replies parsed by
 * the shared cartSchema, so components and hooks are tested against the real contract.
 * `fail` injects an error body for the next calls to one path; `expire` forgets a basket.
 */
export function cartHandlers({ variants = mockVariants }: { variants?: MockVariant[] } = {}) {
  interface MockBasket {
    items: CartItem[];
    coupons: string[];
    saved: SavedItem[];
    service: string;
    /** Goes up with every change, as the server's does. */
    version: number;
  }
  const carts = new Map<string, MockBasket>();
  const emptyBasket = (): MockBasket => ({
    items: [],
    coupons: [],
    saved: [],
    service: standardDelivery.code,
    version: 1,
  });
  const shipment = (cart: MockBasket) => ({
    shippingId: 'me' as const,
    selected: mockServices.find((service) => service.code === cart.service) ?? null,
    applicableShippingMethods: mockServices,
  });
  const saveForLaterId = crypto.randomUUID();
  const injected: Injected[] = [];
  const log: Logged[] = [];

  const reply = (basketId: string): Cart => {
    const cart = carts.get(basketId);
    if (!cart) throw new Error(`no basket ${basketId}`);
    const itemSubTotal = round(cart.items.reduce((sum, item) => sum + item.price.rowTotal, 0));
    const discounts = cart.coupons.map((code) => ({
      code,
      amount: round((itemSubTotal * (mockCoupons[code] ?? 0)) / 100),
    }));
    const totalDiscount = round(discounts.reduce((sum, discount) => sum + discount.amount, 0));
    const itemTotal = round(itemSubTotal - totalDiscount);
    const shipping = cart.items.length > 0 ? (shipment(cart).selected?.price.finalAmount ?? 0) : 0;
    const total = round(itemTotal + shipping);
    const units = cart.items.reduce((sum, item) => sum + item.qty, 0);
    return cartSchema.parse(
      cartReply({
        basketId,
        items: cart.items,
        totalItems: units,
        totals: cartTotals({
          itemTotal,
          itemSubTotal,
          totalDiscount,
          totalDiscountPercentage:
            itemSubTotal > 0 ? round((totalDiscount / itemSubTotal) * 100) : 0,
          shipping,
          total,
          totalWithoutTax: total,
          netAmount: total,
          remainingToPay: total,
          totalUnits: units,
        }),
        promoSummary: discounts.map((discount) => ({
          level: 'ORDER' as const,
          promotionId: `promo-${discount.code}`,
          promotionName: `${mockCoupons[discount.code]}% off`,
          calloutMessage: `${mockCoupons[discount.code]}% off`,
          amount: discount.amount,
          couponCode: discount.code,
        })),
        couponItems: cart.coupons.map((code) => ({
          code,
          promotionId: `promo-${code}`,
          calloutMessage: `${mockCoupons[code]}% off`,
          applied: true,
        })),
        saveForLater: { saveForLaterId, items: cart.saved },
        shippingMethods: cart.items.length > 0 ? [shipment(cart)] : [],
        version: cart.version,
      }),
    );
  };

  /** A change went through: the version moves on and the whole cart is the reply. */
  const changed = (basketId: string) => {
    const cart = carts.get(basketId);
    if (cart) cart.version += 1;
    return HttpResponse.json(reply(basketId));
  };

  /** A line change sent against an older version is refused, changing nothing (BSK409). */
  const staleVersion = (request: Request, basketId: string) => {
    const sent = request.headers.get(BASKET_VERSION_HEADER);
    const version = carts.get(basketId)?.version;
    if (sent === null || version === undefined || Number(sent) === version) return null;
    return HttpResponse.json(
      {
        errorDetails: [{ errorId: 'BSK409', message: 'Mock BSK409.', data: { version } }],
        appId: 'mock',
        correlationId: 'mock',
      },
      { status: 409 },
    );
  };

  const line = (variant: MockVariant, qty: number, extra: Partial<CartItem> = {}): CartItem => {
    const original = variant.original ?? variant.price;
    return cartItem({
      id: crypto.randomUUID(),
      productId: variant.productId,
      name: variant.name,
      qty,
      maxQty: variant.maxQty ?? 10,
      isMarkdown: variant.price < original,
      price: {
        current: variant.price,
        original,
        rowTotal: round(variant.price * qty),
        amount: round(variant.price * qty),
        priceAfterItemDiscount: round(variant.price * qty),
        priceAfterOrderDiscount: round(variant.price * qty),
      },
      ...extra,
    });
  };

  /** Adds or merges a line; an error reply when stock or the maximum says no. */
  const add = (basketId: string, productId: string | undefined, qty: number) => {
    const cart = carts.get(basketId);
    const variant = variants.find((candidate) => candidate.productId === productId);
    if (!cart || !variant) return errorReply(404, 'PLP400', 'Product not found.');
    const existing = cart.items.find((item) => item.productId === variant.productId);
    const wanted = (existing?.qty ?? 0) + qty;
    const allowed = Math.min(variant.maxQty ?? 10, variant.stock ?? Infinity);
    if (allowed === 0) return errorReply(409, 'INV700', 'Out of stock.');
    if (wanted > allowed) return maxReply(allowed);
    cart.items = existing
      ? cart.items.map((item) =>
          item === existing ? line(variant, wanted, { id: item.id }) : item,
        )
      : [...cart.items, line(variant, qty)];
    return null;
  };

  const maxReply = (max: number) =>
    HttpResponse.json(
      {
        errorDetails: [
          { errorId: 'INV408', message: 'Max quantity added.', data: { maxQty: max } },
        ],
        appId: 'mock',
        correlationId: 'mock',
      },
      { status: 409 },
    );

  const intercept = async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    log.push({ method: request.method, path, body });
    const failure = injected.find(
      (entry) => entry.method === request.method && path.startsWith(entry.path) && entry.times > 0,
    );
    if (!failure) return { body, error: null };
    failure.times -= 1;
    await failure.after;
    return {
      body,
      error: HttpResponse.json(
        {
          errorDetails: [
            { errorId: failure.errorId, message: `Mock ${failure.errorId}.`, data: failure.data },
          ],
          appId: 'mock',
          correlationId: 'mock',
        },
        { status: failure.status },
      ),
    };
  };

  const basketOr404 = (basketId: string) =>
    carts.has(basketId) ? null : errorReply(404, 'BSK404', 'Cart not found.');

  const handlers = [
    http.post('*/api/cart/v1/cart', async ({ request }) => {
      const { error } = await intercept(request);
      if (error) return error;
      const basketId = crypto.randomUUID();
      carts.set(basketId, emptyBasket());
      return HttpResponse.json(reply(basketId));
    }),
    http.post('*/api/cart/v1/cartWithItem', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = cartWithItemRequestSchema.parse(body);
      const basketId = crypto.randomUUID();
      carts.set(basketId, emptyBasket());
      const refused = add(basketId, input.productId, input.qty);
      if (refused) {
        carts.delete(basketId);
        return refused;
      }
      return HttpResponse.json(reply(basketId));
    }),
    http.get('*/api/cart/v1/cart/:basketId', async ({ request, params }) => {
      const { error } = await intercept(request);
      if (error) return error;
      const basketId = String(params.basketId);
      return basketOr404(basketId) ?? HttpResponse.json(reply(basketId));
    }),
    http.get('*/api/cart/v1/cart/:basketId/summary', async ({ request, params }) => {
      const { error } = await intercept(request);
      if (error) return error;
      const basketId = String(params.basketId);
      const cart = carts.get(basketId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      const totalItems = cart.items.reduce((sum, item) => sum + item.qty, 0);
      return HttpResponse.json(
        cartSummarySchema.parse({ basketId, totalItems, version: cart.version }),
      );
    }),
    http.post('*/api/cart/v1/item', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = addItemRequestSchema.parse(body);
      const missing = basketOr404(input.cartId);
      if (missing) return missing;
      const refused = add(input.cartId, input.productId, input.qty);
      if (refused) return refused;
      const cart = carts.get(input.cartId);
      if (cart && input.saveForLater) {
        cart.saved = cart.saved.filter((item) => item.itemId !== input.saveForLater?.itemId);
      }
      return changed(input.cartId);
    }),
    http.delete('*/api/cart/v1/item', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = deleteItemRequestSchema.parse(body);
      const cart = carts.get(input.cartId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      const stale = staleVersion(request, input.cartId);
      if (stale) return stale;
      cart.items = cart.items.filter((item) => item.id !== input.itemId);
      return changed(input.cartId);
    }),
    http.put('*/api/cart/v1/cart/:basketId/item', async ({ request, params }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const basketId = String(params.basketId);
      const input = updateItemRequestSchema.parse(body);
      const cart = carts.get(basketId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      const stale = staleVersion(request, basketId);
      if (stale) return stale;
      const item = cart.items.find((candidate) => candidate.id === input.itemId);
      const variant = variants.find((candidate) => candidate.productId === item?.productId);
      if (!item || !variant) return errorReply(404, 'ORD404', 'Item not found.');
      const qty = input.qty ?? item.qty;
      const allowed = Math.min(variant.maxQty ?? 10, variant.stock ?? Infinity);
      if (qty > allowed) return maxReply(allowed);
      const giftOption = input.giftOption === undefined ? item.giftOption : input.giftOption;
      cart.items = cart.items.map((candidate) =>
        candidate === item ? line(variant, qty, { id: item.id, giftOption }) : candidate,
      );
      return changed(basketId);
    }),
    http.put('*/api/cart/v1/coupon', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = couponRequestSchema.parse(body);
      const cart = carts.get(input.cartId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      if (!(input.code in mockCoupons)) return errorReply(400, 'PRM130', 'Invalid coupon.');
      if (cart.coupons.includes(input.code)) return errorReply(400, 'PRM416', 'Already applied.');
      cart.coupons.push(input.code);
      return changed(input.cartId);
    }),
    http.delete('*/api/cart/v1/coupon', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = couponRequestSchema.parse(body);
      const cart = carts.get(input.cartId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      cart.coupons = cart.coupons.filter((code) => code !== input.code);
      return changed(input.cartId);
    }),
    http.post('*/api/cart/v1/shippingMethod', async ({ request }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const input = shippingMethodRequestSchema.parse(body);
      const cart = carts.get(input.cartId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      if (!mockServices.some((service) => service.code === input.code)) {
        return errorReply(400, 'SHP404', 'Method unavailable.');
      }
      cart.service = input.code;
      return changed(input.cartId);
    }),
    http.get(
      '*/api/cart/v1/cart/:basketId/shippingMethod/:shippingId',
      async ({ request, params }) => {
        const { error } = await intercept(request);
        if (error) return error;
        const cart = carts.get(String(params.basketId));
        if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
        return HttpResponse.json(shipmentSchema.parse(shipment(cart)));
      },
    ),
    http.post('*/api/cart/v2/cart/:basketId/saveForLater', async ({ request, params }) => {
      const { body, error } = await intercept(request);
      if (error) return error;
      const basketId = String(params.basketId);
      const { itemId } = moveToSaveForLaterRequestSchema.parse(body);
      const cart = carts.get(basketId);
      if (!cart) return errorReply(404, 'BSK404', 'Cart not found.');
      const stale = staleVersion(request, basketId);
      if (stale) return stale;
      const item = cart.items.find((candidate) => candidate.id === itemId);
      if (!item) return errorReply(404, 'ORD404', 'Item not found.');
      cart.items = cart.items.filter((candidate) => candidate !== item);
      cart.saved.push({
        itemId: crypto.randomUUID(),
        productId: item.productId,
        masterId: item.masterId,
        qty: item.qty,
        name: item.name,
        color: item.color,
        size: item.size,
        pageUrl: item.pdpUrl,
        productImageURL: item.productImageURL,
        price: { current: item.price.current, original: item.price.original },
        available: true,
      });
      return changed(basketId);
    }),
    http.delete('*/api/cart/v2/saveForLater/:id/items/:itemId', async ({ request, params }) => {
      const { error } = await intercept(request);
      if (error) return error;
      for (const cart of carts.values()) {
        cart.saved = cart.saved.filter((item) => item.itemId !== params.itemId);
      }
      const owner = [...carts.keys()].find(() => true);
      const saved = owner ? (carts.get(owner)?.saved ?? []) : [];
      return HttpResponse.json({ saveForLaterId, items: saved });
    }),
  ];

  return {
    handlers,
    log,
    /** The basket's current reply, as GET would answer it. */
    cart: (basketId: string) => reply(basketId),
    /** Another tab or device changes a line's quantity: the version moves on. */
    setQty: (basketId: string, itemId: string, qty: number) => {
      const cart = carts.get(basketId);
      const item = cart?.items.find((candidate) => candidate.id === itemId);
      const variant = variants.find((candidate) => candidate.productId === item?.productId);
      if (!cart || !item || !variant) throw new Error(`no line ${itemId}`);
      cart.items = cart.items.map((candidate) =>
        candidate === item ? line(variant, qty, { id: item.id }) : candidate,
      );
      cart.version += 1;
      return reply(basketId);
    },
    /** Another tab or device removes a line. */
    removeLine: (basketId: string, itemId: string) => {
      const cart = carts.get(basketId);
      if (!cart) throw new Error(`no basket ${basketId}`);
      cart.items = cart.items.filter((item) => item.id !== itemId);
      cart.version += 1;
      return reply(basketId);
    },
    hasBasket: (basketId: string) => carts.has(basketId),
    /** The basket is forgotten: its next call answers BSK404. */
    expire: (basketId: string) => carts.delete(basketId),
    /** Starts a basket holding lines, as if the shopper had filled it earlier. */
    seed: (lines: Array<{ productId: string; qty: number }>) => {
      const basketId = crypto.randomUUID();
      carts.set(basketId, emptyBasket());
      for (const { productId, qty } of lines) add(basketId, productId, qty);
      return reply(basketId);
    },
    fail: (
      method: string,
      path: string,
      errorId: string,
      options: Partial<Pick<Injected, 'status' | 'times' | 'data' | 'after'>> = {},
    ) => injected.push({ method, path, errorId, status: 400, times: 1, ...options }),
  };
}
