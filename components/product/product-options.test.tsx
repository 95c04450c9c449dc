import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetails } from '@/lib/contracts/products';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { productDetails } from '@/mocks/product-fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ProductOptions } from './product-options';

vi.mock('next/navigation', () => ({ usePathname: () => '/en-us/p/road-runner-ST00000001' }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useAuthStore.getState().signedOut());

const variant = (id: string, size: string) => ({
  id,
  upc: '000000000000',
  attributes: { color: 'BLK', size },
  price: { original: 100, current: 100 },
  notifyMe: true,
});

const product = productDetails({
  id: 'ST00000001',
  styleId: 'ST000001',
  url: '/en-us/p/road-runner-ST00000001',
  attributes: [
    { type: 'color', label: 'color', options: [{ value: 'BLK', label: 'Black', swatch: '#000' }] },
    {
      type: 'size',
      label: 'size',
      options: [
        { value: '9', label: '9' },
        { value: '10', label: '10' },
      ],
    },
  ],
  variants: [variant('v9', '9'), variant('v10', '10')],
});

function renderOptions(overrides: Partial<ProductDetails> = {}) {
  server.use(
    inventoryHandler({
      productId: 'ST00000001',
      variants: {
        v9: { quantity: 3, stockStatus: 'InStock' },
        v10: { quantity: 0, stockStatus: 'OutOfStock' },
      },
    }),
  );
  const { wrapper } = createCommerceWrapper();
  render(<ProductOptions product={{ ...product, ...overrides }} />, { wrapper });
  return userEvent.setup();
}

describe('ProductOptions', () => {
  it('marks sizes in and out of stock once the stock arrives', async () => {
    renderOptions();
    expect(await screen.findByRole('radio', { name: '10, Out of stock' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '9, In stock' })).toBeInTheDocument();
  });

  it('disables add to cart for a sold-out size and takes a notify-me email', async () => {
    let request: unknown;
    server.use(
      http.put('*/api/products/v1/notifications', async ({ request: sent }) => {
        request = await sent.json();
        return HttpResponse.json({ variantId: 'v10', email: 'ada@example.com', created: true });
      }),
    );
    const user = renderOptions();
    await user.click(await screen.findByRole('radio', { name: '10, Out of stock' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    const form = await screen.findByRole('form', { name: 'Back-in-stock email' });
    await user.type(within(form).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText(/We will email you when size 10/)).toBeVisible();
    expect(request).toEqual({ email: 'ada@example.com', variantId: 'v10', locale: 'en-us' });
  });

  it('checks the notify-me email before sending', async () => {
    const user = renderOptions();
    await user.click(await screen.findByRole('radio', { name: '10, Out of stock' }));
    await user.type(await screen.findByLabelText('Email'), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Email is not valid')).toBeVisible();
  });

  it('asks for a size before adding to cart', async () => {
    const user = renderOptions();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');
  });

  it('asks visitors to sign in to buy a presale product', async () => {
    const user = renderOptions({ presale: true });
    await user.click(await screen.findByRole('radio', { name: '9, In stock' }));
    expect(screen.getByRole('button', { name: 'Sign in to buy' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('hides add to cart for a coming-soon product', async () => {
    const user = renderOptions({ targetPublishDate: '2030-06-01T00:00:00.000Z' });
    await user.click(await screen.findByRole('radio', { name: '9, In stock' }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('opens the store stock check only once a size is chosen', async () => {
    const user = renderOptions();
    const check = screen.getByRole('button', { name: 'Check store stock' });
    expect(check).toBeDisabled();
    await user.click(await screen.findByRole('radio', { name: '9, In stock' }));
    expect(check).toBeEnabled();
  });
});
