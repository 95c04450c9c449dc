import type { ProductDetails } from '@/lib/contracts/products';
import {
  productItem,
  tileItem,
  type EcommerceEvent,
  type ItemList,
  type ListedProduct,
} from './ecommerce-items';

/**
 * Product impressions go out in slices of this many (spec 002 section 9: impressions are
 * sliced by count), keeping each push well under GA4's payload limit.
 */
export const IMPRESSION_SLICE_SIZE = 12;

/** `view_item_list` for the products a list shows, one event per slice, positions kept. */
export function viewItemListEvents(
  list: ItemList,
  tiles: ListedProduct[],
  { offset = 0 }: { offset?: number } = {},
): EcommerceEvent[] {
  const events: EcommerceEvent[] = [];
  for (let start = 0; start < tiles.length; start += IMPRESSION_SLICE_SIZE) {
    const slice = tiles.slice(start, start + IMPRESSION_SLICE_SIZE);
    events.push({
      event: 'view_item_list',
      ecommerce: {
        currency: slice[0]!.currency,
        item_list_id: list.id,
        item_list_name: list.name,
        items: slice.map((tile, index) => tileItem(tile, offset + start + index, list)),
      },
    });
  }
  return events;
}

/** `select_item`: a product chosen from a list, at its position in it. */
export function selectItemEvent(
  list: ItemList,
  tile: ListedProduct,
  index: number,
): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: {
      currency: tile.currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items: [tileItem(tile, index, list)],
    },
  };
}

export function viewItemEvent(product: ProductDetails): EcommerceEvent {
  const item = productItem(product);
  return {
    event: 'view_item',
    ecommerce: { currency: product.currency, value: item.price, items: [item] },
  };
}
