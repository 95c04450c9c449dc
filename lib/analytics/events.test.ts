import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@/lib/contracts/cart';
import { cartChangeEvents } from './cart-events';
import { IMPRESSION_SLICE_SIZE, viewItemListEvents } from './catalog-events';
import { navigationClickEvent } from './navigation-events';
import { pageViewEvent } from './page-view';

const tile = (n: number) => ({
  id: `P${n}`,
  name: `Shoe ${n}`,
  currency: 'GBP' as const,
  price: null,
});
const line = (id: string, qty: number, bonus = false) =>
  ({
    id,
    masterId: `M-${id}`,
    productId: `V-${id}`,
    name: `Item ${id}`,
    qty,
    bonus,
    price: { current: 10 },
  }) as unknown as CartItem;
const cart = (...items: CartItem[]) =>
  ({ currency: 'EUR', items, totals: { total: 0 } }) as unknown as Cart;

describe('analytics event builders', () => {
  it('slices a list’s impressions by count, keeping each product’s position', () => {
    const tiles = Array.from({ length: 2 * IMPRESSION_SLICE_SIZE + 1 }, (_, n) => tile(n));
    const events = viewItemListEvents({ id: 'category-1000', name: 'Men' }, tiles, { offset: 24 });
    expect(events.map((event) => event.ecommerce.items.length)).toEqual([
      IMPRESSION_SLICE_SIZE,
      IMPRESSION_SLICE_SIZE,
      1,
    ]);
    expect(events[2]!.ecommerce.items[0]).toMatchObject({
      item_id: `P${2 * IMPRESSION_SLICE_SIZE}`,
      index: 24 + 2 * IMPRESSION_SLICE_SIZE,
      item_list_id: 'category-1000',
    });
  });

  it('reports what a bag change did per line, leaving promotion gifts out', () => {
    const events = cartChangeEvents(
      cart(line('a', 1), line('b', 3)),
      cart(line('a', 3), line('c', 1), line('gift', 1, true)),
    );
    expect(events.map(({ event, ecommerce }) => [event, ecommerce.items])).toEqual([
      ['remove_from_cart', [expect.objectContaining({ item_id: 'M-b', quantity: 3 })]],
      [
        'add_to_cart',
        [
          expect.objectContaining({ item_id: 'M-a', item_variant: 'V-a', quantity: 2 }),
          expect.objectContaining({ item_id: 'M-c', quantity: 1 }),
        ],
      ],
    ]);
    expect(events[1]!.ecommerce.value).toBe(30);
  });

  it('names the page type of a page view and the area of a navigation click', () => {
    const url = new URL('http://shop.example/en-gb/c/men-1000?sort=new');
    expect(pageViewEvent(url)).toEqual({
      event: 'page_view',
      page_type: 'category',
      page_path: '/en-gb/c/men-1000?sort=new',
      page_location: url.href,
    });
    expect(navigationClickEvent('footer', { text: ' Help ', url: '/en-gb/help' })).toEqual({
      event: 'footer_click',
      link_text: 'Help',
      link_url: '/en-gb/help',
    });
  });
});
