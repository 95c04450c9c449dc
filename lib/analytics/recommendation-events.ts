import {
  tileItem,
  type EcommerceEvent,
  type ItemList,
  type ListedProduct,
} from './ecommerce-items';

/**
 * A recommended product clicked (spec 002 section 7, recommendation click tracking): GA4's
 * `select_item` under its own name, so recommendation performance reads apart from listings.
 */
export function recommendationClickEvent(
  list: ItemList,
  tile: ListedProduct,
  index: number,
): EcommerceEvent {
  return {
    event: 'recommendation_click',
    ecommerce: {
      currency: tile.currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items: [tileItem(tile, index, list)],
    },
  };
}
