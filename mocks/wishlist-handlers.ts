import { http, HttpResponse } from 'msw';
import type { FavoriteItem, Favorites, FavoriteShare } from '@/lib/contracts/wishlists';

export const FAVORITE_ID = '6f1c2b0e-8a4d-4c55-9a57-0c7e5f0f0a01';

/** The favorite item the fake answers with for a product: what the catalogue would say. */
export function favoriteItem(
  productId: string,
  overrides: Partial<FavoriteItem> = {},
): FavoriteItem {
  return {
    itemId: crypto.randomUUID(),
    productId,
    name: `Product ${productId}`,
    url: `/en-us/p/product-${productId}`,
    image: null,
    currency: 'USD',
    price: {
      lowOriginal: 90,
      highOriginal: 90,
      lowCurrent: 90,
      highCurrent: 90,
      percentagePriceDiscount: 0,
    },
    purchasable: true,
    variantId: null,
    size: null,
    sizes: [],
    ...overrides,
  };
}

/**
 * A fake of the favorites calls keeping one list in memory, as the real API does for a
 * session: the id appears with the first product, and a product is kept once.
 */
export function wishlistHandlers(initial: FavoriteItem[] = []) {
  let items = [...initial];
  let created = initial.length > 0;
  const list = (): Favorites => ({
    favoriteId: created ? FAVORITE_ID : null,
    items,
    total: items.length,
  });
  const requests: { method: string; body: unknown }[] = [];
  let share: FavoriteShare = { shared: false, createdAt: null };
  const sharePath = '*/api/wishlists/v2/favorites/:favoriteId/share';
  return {
    favoriteId: FAVORITE_ID,
    requests,
    handlers: [
      http.get('*/api/wishlists/v2/favorites', () => HttpResponse.json(list())),
      http.post('*/api/wishlists/v2/favorites', async ({ request }) => {
        const body = (await request.json()) as { productId: string };
        requests.push({ method: 'POST', body });
        created = true;
        if (!items.some((item) => item.productId === body.productId)) {
          items = [...items, favoriteItem(body.productId)];
        }
        return HttpResponse.json(list());
      }),
      http.delete('*/api/wishlists/v2/favorites/:favoriteId/items/:itemId', ({ params }) => {
        requests.push({ method: 'DELETE', body: null });
        items = items.filter((item) => item.itemId !== params.itemId);
        return HttpResponse.json(list());
      }),
      http.get(sharePath, () => HttpResponse.json(share)),
      http.post(sharePath, () => {
        share = { shared: true, createdAt: '2026-03-01T10:00:00.000Z' };
        return HttpResponse.json({ ...share, token: 'T'.repeat(43) }, { status: 201 });
      }),
      http.delete(sharePath, () => {
        share = { shared: false, createdAt: null };
        return HttpResponse.json(share);
      }),
    ],
  };
}
