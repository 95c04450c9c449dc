import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listedProduct } from '@/lib/analytics/ecommerce-items';
import { parseListingState } from '@/lib/catalog/parse-listing-state';
import type { CatalogResponse, ProductTile } from '@/lib/contracts/products';
import { ProductGridItems } from '@/components/product/product-grid';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ListingGrid } from './listing-grid';

const analytics = vi.hoisted(() => ({ events: [] as { event: string; ecommerce?: unknown }[] }));
vi.mock('@/lib/analytics/data-layer', () => ({
  pushDataLayer: (event: { event: string }) => analytics.events.push(event),
}));

function tile(id: string, name: string): ProductTile {
  return {
    id,
    name,
    url: `/en-us/p/${id}`,
    image: null,
    currency: 'USD',
    price: {
      lowOriginal: 50,
      highOriginal: 50,
      lowCurrent: 50,
      highCurrent: 50,
      percentagePriceDiscount: 0,
    },
    badge: null,
    eyebrow: null,
    colorCount: 1,
    swatches: [],
  };
}

const firstPage = [tile('ST1', 'Road Runner'), tile('ST2', 'Trail Runner')];
const secondPage = [tile('ST3', 'Court Classic'), tile('ST4', 'Summit Boot')];

const server = setupServer(
  http.get('*/api/products/v2/catalog', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    const reply: CatalogResponse = {
      category: { id: '1000', name: 'Men', slug: 'men', url: '/en-us/c/men-1000', children: [] },
      breadcrumbs: [],
      total: 4,
      page,
      pageSize: 2,
      pageCount: 2,
      products: page === 2 ? secondPage : [],
      facets: [],
    };
    return HttpResponse.json(reply);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('ListingGrid', () => {
  it('appends the next page to the server’s cards and reports each product at its place', async () => {
    const { wrapper } = createCommerceWrapper();
    render(
      <ListingGrid
        products={firstPage.map(listedProduct)}
        loadedPages={0}
        label="Men"
        total={4}
        pageSize={2}
        state={parseListingState({})}
        source={{ kind: 'category', categoryId: '1000' }}
      >
        <ProductGridItems products={firstPage} leading />
      </ListingGrid>,
      { wrapper },
    );
    const list = screen.getByRole('list', { name: 'Men' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 4')).toBeVisible();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: 'Summit Boot' })).toBeVisible();
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('Showing 4 of 4')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await user.click(within(list).getByRole('link', { name: 'Summit Boot' }));
    const indexes = (name: string) =>
      analytics.events
        .filter((entry) => entry.event === name)
        .flatMap(
          (entry) => (entry.ecommerce as { items: { item_id: string; index: number }[] }).items,
        )
        .map((item) => `${item.item_id}@${item.index}`);
    expect(indexes('view_item_list')).toEqual(['ST1@0', 'ST2@1', 'ST3@2', 'ST4@3']);
    expect(indexes('select_item')).toEqual(['ST4@3']);
  });
});
