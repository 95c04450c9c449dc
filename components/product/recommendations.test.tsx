import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendedProduct } from '@/lib/contracts/recommendations';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { Recommendations } from './recommendations';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = (n: number): RecommendedProduct => ({
  id: `ST0000010${n}`,
  recToken: `token-${n}`,
  title: `Product ${n}`,
  url: `/en-us/p/product-${n}-ST0000010${n}`,
  image: null,
  rating: n === 1 ? { average: 4.5, count: 2 } : null,
  currency: 'USD',
  price: null,
  source: 'category',
});

function renderCarousel(count: number, layout: 3 | 5 | 6 | 'list' = 3) {
  let asked: string | null = null;
  server.use(
    http.get('*/api/products/v1/widgetRecommendations', ({ request }) => {
      asked = new URL(request.url).searchParams.get('productIds');
      return HttpResponse.json({
        productIds: ['ST00000001'],
        recommendations: Array.from({ length: count }, (_, index) => item(index + 1)),
        upsells: [],
      });
    }),
  );
  const { wrapper } = createCommerceWrapper();
  render(<Recommendations productIds={['ST00000001', 'ST00000002']} layout={layout} />, {
    wrapper,
  });
  return { user: userEvent.setup(), asked: () => asked };
}

describe('Recommendations', () => {
  it('pages through the cards a view at a time with the keyboard', async () => {
    const { user, asked } = renderCarousel(7, 3);
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeVisible();
    expect(asked()).toBe('ST00000001,ST00000002');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const previous = screen.getByRole('button', { name: 'Previous products' });
    const next = screen.getByRole('button', { name: 'Next products' });
    expect(previous).toBeDisabled();
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Product 4' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Product 1' })).toBeNull();
    expect(screen.getByText('Showing 4 to 6 of 7')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByRole('link', { name: 'Product 4' })).toBeVisible();
  });

  it('shows every card as a list, with the rating where there is one', async () => {
    renderCarousel(7, 'list');
    expect(await screen.findAllByRole('article')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Next products' })).toBeNull();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('shows nothing when there is nothing to recommend', async () => {
    const { asked } = renderCarousel(0, 5);
    // The loading skeleton has the heading; an empty answer removes the whole section.
    expect(screen.getByRole('heading', { name: 'You may also like' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading')).toBeNull());
    expect(asked()).not.toBeNull();
  });
});
