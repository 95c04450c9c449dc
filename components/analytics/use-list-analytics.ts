'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { viewItemListEvents } from '@/lib/analytics/catalog-events';
import { pushDataLayer, type DataLayerEvent } from '@/lib/analytics/data-layer';
import type { ItemList, ListedProduct } from '@/lib/analytics/ecommerce-items';

/**
 * A product list's analytics: `view_item_list` for the products shown (again only for those
 * appended later, such as "load more"), and the event `onSelect` makes for a product whose link
 * is followed, from a click anywhere in the list (`onClick` goes on the list's container).
 */
export function useListAnalytics(
  list: ItemList,
  products: ListedProduct[],
  onSelect: (product: ListedProduct, index: number) => DataLayerEvent,
  /** The first product's position in the whole list (a later page starts past the first). */
  firstIndex = 0,
) {
  const reported = useRef({ listId: '', count: 0 });
  const { id, name } = list;

  useEffect(() => {
    if (reported.current.listId !== id) reported.current = { listId: id, count: 0 };
    const fresh = products.slice(reported.current.count);
    if (fresh.length === 0) return;
    const offset = reported.current.count;
    reported.current.count = products.length;
    viewItemListEvents({ id, name }, fresh, { offset: firstIndex + offset }).forEach(pushDataLayer);
  }, [id, name, products, firstIndex]);

  return {
    onClick(event: MouseEvent<HTMLElement>) {
      const link = (event.target as Element).closest('a[href]');
      const item = link?.closest('li');
      if (!link || !item?.parentElement) return;
      const index = [...item.parentElement.children].indexOf(item);
      const product = products[index];
      if (product) pushDataLayer(onSelect(product, firstIndex + index));
    },
  };
}
