import type { Cart, CartItem } from '@/lib/contracts/cart';
import type { OrderResponse } from '@/lib/contracts/checkout';
import type { ProductDetails, ProductTile } from '@/lib/contracts/products';
import type { DataLayerEvent } from './data-layer';

/** An item of a GA4 e-commerce event: the product as `item_id`, the size/colour as variant. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

/** Where products were shown: a category, a search, a recommendation carousel. */
export interface ItemList {
  id: string;
  name: string;
}

/** The `ecommerce` object every GA4 e-commerce event carries. */
export interface Ecommerce {
  currency: string;
  value?: number;
  items: AnalyticsItem[];
  [field: string]: unknown;
}

export interface EcommerceEvent extends DataLayerEvent {
  ecommerce: Ecommerce;
}

const listFields = (list: ItemList | undefined) =>
  list ? { item_list_id: list.id, item_list_name: list.name } : {};

/** What a product card shows, enough for an item of a list. */
export type ListedProduct = Pick<ProductTile, 'id' | 'name' | 'price' | 'currency'>;

/** Only what a list's analytics reports of a product, for a page to hand to the browser. */
export const listedProduct = ({ id, name, price, currency }: ListedProduct): ListedProduct => ({
  id,
  name,
  price,
  currency,
});

export const tileItem = (tile: ListedProduct, index: number, list?: ItemList): AnalyticsItem => ({
  item_id: tile.id,
  item_name: tile.name,
  ...(tile.price ? { price: tile.price.lowCurrent } : {}),
  index,
  ...listFields(list),
});

export const productItem = (product: ProductDetails): AnalyticsItem => ({
  item_id: product.id,
  item_name: product.name,
  ...(product.price ? { price: product.price.lowCurrent } : {}),
});

/** A bag line: the product (masterId) with the variant bought. */
export const cartLineItem = (line: CartItem, quantity = line.qty): AnalyticsItem => ({
  item_id: line.masterId,
  item_name: line.name,
  item_variant: line.productId,
  price: line.price.current,
  quantity,
});

export const orderLineItem = (line: OrderResponse['items'][number]): AnalyticsItem => ({
  item_id: line.productId,
  item_name: line.name,
  item_variant: line.variantId,
  price: line.price,
  quantity: line.qty,
});

/** The shopper's own lines: gifts a promotion added are not something they chose. */
export const chosenLines = (cart: Cart) => cart.items.filter((line) => !line.bonus);

export const cartEcommerce = (cart: Cart): Ecommerce => ({
  currency: cart.currency,
  value: cart.totals.total,
  items: chosenLines(cart).map((line) => cartLineItem(line)),
});
