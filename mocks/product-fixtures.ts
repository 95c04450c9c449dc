import type { ProductDetails } from '@/lib/contracts/products';

/**
 * A product page's details; by default the Road Runner whose only size, RUN1000110, is what
 * the cart mock sells. Tests override what their product is about (sizes, prices, presale).
 */
export function productDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  return {
    id: 'RUN10001',
    styleId: 'RUN10001',
    name: 'Road Runner',
    slug: 'road-runner',
    url: '/en-us/p/road-runner-RUN10001',
    description: 'A shoe.',
    currency: 'USD',
    price: {
      lowOriginal: 100,
      highOriginal: 100,
      lowCurrent: 100,
      highCurrent: 100,
      percentagePriceDiscount: 0,
    },
    badge: null,
    eyebrow: null,
    productType: 'mens-shoes',
    kind: 'shoes',
    isDigital: false,
    isReservable: false,
    isGiftWithPurchase: false,
    presale: false,
    targetPublishDate: null,
    maxQty: 10,
    details: [],
    modelMeasurements: null,
    attributes: [
      { type: 'color', label: 'color', options: [{ value: 'RED', label: 'Red', swatch: '#f00' }] },
      { type: 'size', label: 'size', options: [{ value: '10', label: '10' }] },
    ],
    variants: [
      {
        id: 'RUN1000110',
        upc: '000000000000',
        attributes: { color: 'RED', size: '10' },
        price: { original: 100, current: 100 },
        notifyMe: false,
      },
    ],
    breadcrumbs: [],
    ...overrides,
  };
}
