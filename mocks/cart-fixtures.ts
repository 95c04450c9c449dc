import { buildOrderSummary } from '@/lib/cart/order-summary';
import type {
  Cart,
  CartItem,
  CartTotals,
  PromoSummary,
  ShippingMethod,
} from '@/lib/contracts/cart';
import type { OrderSummary } from '@/lib/contracts/order-summary';
import { toMinor } from '@/lib/format/money';

/** Stable ids so tests can name lines and carts. */
export const mockIds = {
  basket: '5f0c7a52-2d3e-4c1a-9a41-0b6a7c7b1a01',
  item: '7a1e2b3c-4d5e-4f60-8a71-9b8c7d6e5f01',
  saveForLater: '9c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01',
} as const;

export const standardDelivery: ShippingMethod = {
  code: 'STD',
  label: 'Standard',
  price: { amount: 5, finalAmount: 5 },
  deliveryTime: '3–5 business days',
  earliestDays: 3,
};

export const expressDelivery: ShippingMethod = {
  code: 'EXP',
  label: 'Express',
  price: { amount: 15, finalAmount: 15 },
  deliveryTime: 'Tomorrow',
  earliestDays: 1,
};

export function cartTotals(overrides: Partial<CartTotals> = {}): CartTotals {
  return {
    currency: 'USD',
    total: 0,
    totalDiscount: 0,
    itemTotal: 0,
    itemSubTotal: 0,
    totalWithoutTax: 0,
    netAmount: 0,
    shipping: 0,
    tax: 0,
    taxAmount: 0,
    taxIncluded: false,
    totalDiscountPercentage: 0,
    remainingToPay: 0,
    totalUnits: 0,
    appliedRewards: 0,
    ...overrides,
  };
}

/**
 * The summary the server would send for these totals (server/cart/order-summary.ts): the
 * discount lines are the promotions, plus an adjustment for whatever else separates the
 * subtotal from the item total. Gift cards and rewards pay in the order given.
 */
export function cartSummary(
  totals: CartTotals,
  promoSummary: readonly PromoSummary[] = [],
  giftCards: readonly { lastFour: string; amount: number }[] = [],
): OrderSummary {
  return buildOrderSummary({
    currency: totals.currency,
    itemSubTotalMinor: toMinor(totals.itemSubTotal),
    itemTotalMinor: toMinor(totals.itemTotal),
    promotions: promoSummary.map((promotion) => ({
      level: promotion.level,
      name: promotion.promotionName,
      couponCode: promotion.couponCode,
      amountMinor: toMinor(promotion.amount),
    })),
    shippingMinor: toMinor(totals.shipping),
    taxMinor: toMinor(totals.tax),
    taxIncluded: totals.taxIncluded,
    taxEstimated: false,
    payments: [
      ...(totals.appliedRewards > 0
        ? [
            {
              kind: 'loyalty' as const,
              reference: null,
              amountMinor: toMinor(totals.appliedRewards),
            },
          ]
        : []),
      ...giftCards.map((card) => ({
        kind: 'giftCard' as const,
        reference: card.lastFour,
        amountMinor: toMinor(card.amount),
      })),
    ],
  });
}

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price?.current ?? 100;
  const qty = overrides.qty ?? 1;
  return {
    id: mockIds.item,
    productId: 'RUN1000110',
    masterId: 'RUN10001',
    upc: '000000000011',
    recipeId: null,
    storeId: null,
    qty,
    maxQty: 10,
    name: 'Road Runner',
    slug: 'road-runner',
    pdpUrl: '/en-us/p/road-runner-RUN10001',
    productImageURL: null,
    color: { code: 'BLK', label: 'Black' },
    size: '10',
    price: {
      current: price,
      original: price,
      rowTotal: price * qty,
      amount: price * qty,
      priceAfterItemDiscount: price * qty,
      priceAfterOrderDiscount: price * qty,
    },
    isMarkdown: false,
    taxTotal: 0,
    bonus: false,
    isCustoms: false,
    isDigitalProduct: false,
    customerNotifications: [],
    precreatedCustomsCode: null,
    shippingOptions: {
      selected: 'standard',
      available: ['standard'],
      shippingMethod: standardDelivery,
      storeInfo: null,
    },
    giftOption: null,
    available: true,
    error: null,
    ...overrides,
  };
}

export function cartReply(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [];
  const totals = overrides.totals ?? cartTotals();
  const giftCards = (overrides.payment_instruments ?? [])
    .filter((payment) => payment.payment_method_id === 'GIFT_CARD')
    .map((payment) => ({ lastFour: payment.display.lastFour ?? '', amount: payment.amount }));
  return {
    basketId: mockIds.basket,
    currency: 'USD',
    totalItems: items.reduce((sum, item) => sum + item.qty, 0),
    items,
    totals: cartTotals(),
    couponItems: [],
    promoSummary: [],
    approachingPromotions: [],
    flash: [],
    shippingMethods: [],
    shippingAddress: null,
    billingAddress: null,
    payment_instruments: [],
    priceAdjustments: [],
    tillSale: { customer: null, handOverInStore: false },
    saveForLater: null,
    isMerged: false,
    version: 1,
    summary: cartSummary(totals, overrides.promoSummary, giftCards),
    ...overrides,
  };
}
