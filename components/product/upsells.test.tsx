import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useCartStore } from '@/stores/cart-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { Upsells } from './upsells';

vi.mock('next/navigation', () => ({ usePathname: () => '/en-us/p/road-runner-ST00000001' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useCartStore.getState().clearCart());

// The cart mock sells these two variants; here they stand for one-size accessories.
const upsell = (sku: string, name: string) => ({
  id: `ST0000${sku.slice(-4)}`,
  sku,
  name,
  url: `/en-us/p/x-${sku}`,
  image: null,
  currency: 'USD',
  price: 25,
});

function setup(control: 'button' | 'checkbox') {
  const cart = cartHandlers();
  server.use(
    ...cart.handlers,
    http.get('*/api/products/v1/widgetRecommendations', () =>
      HttpResponse.json({
        productIds: ['ST00000001'],
        recommendations: [],
        upsells: [upsell('RUN1000110', 'Cap'), upsell('TRL2000209', 'Duffel')],
      }),
    ),
  );
  const { wrapper } = createCommerceWrapper();
  render(<Upsells productIds={['ST00000001']} control={control} />, { wrapper });
  const added = () =>
    cart.log
      .filter((entry) => entry.method === 'POST')
      .map((entry) => (entry.body as { productId?: string }).productId);
  return { user: userEvent.setup(), added };
}

describe('Upsells', () => {
  it('adds one upsell with its button', async () => {
    const { user, added } = setup('button');
    await user.click(await screen.findByRole('button', { name: 'Add Duffel to cart' }));
    await waitFor(() => expect(added()).toEqual(['TRL2000209']));
  });

  it('adds the ticked upsells together', async () => {
    const { user, added } = setup('checkbox');
    const addPicked = await screen.findByRole('button', { name: 'Add selected' });
    expect(addPicked).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Add Cap' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add Duffel' }));
    await user.click(screen.getByRole('button', { name: 'Add 2 items' }));
    await waitFor(() => expect(added()).toEqual(['RUN1000110', 'TRL2000209']));
    expect(await screen.findByRole('button', { name: 'Add selected' })).toBeDisabled();
  });
});
