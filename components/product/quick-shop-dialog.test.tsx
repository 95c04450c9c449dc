import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductTile } from '@/lib/contracts/products';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { wishlistHandlers } from '@/mocks/wishlist-handlers';
import { productDetails } from '@/mocks/product-fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ProductCard } from './product-card';
import { ProductDialogs } from './product-dialogs';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/c/shoes-1000',
  useRouter: () => ({ push: vi.fn() }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useAuthStore.getState().signedOut();
  useDialogStore.setState({ stack: [] });
});

const price = {
  lowOriginal: 90,
  highOriginal: 90,
  lowCurrent: 90,
  highCurrent: 90,
  percentagePriceDiscount: 0,
};

const tile: ProductTile = {
  id: 'ST00000007',
  name: 'Launch Runner',
  url: '/en-us/p/launch-runner-ST00000007',
  image: null,
  currency: 'USD',
  price,
  badge: null,
  eyebrow: null,
  colorCount: 1,
  swatches: [],
};

const details = (presale: boolean) =>
  productDetails({
    id: tile.id,
    styleId: 'ST000007',
    name: tile.name,
    slug: 'launch-runner',
    url: tile.url,
    price,
    presale,
    attributes: [
      { type: 'color', label: 'color', options: [{ value: 'RED', label: 'Red', swatch: '#f00' }] },
      {
        type: 'size',
        label: 'size',
        options: [
          { value: '8', label: '8' },
          { value: '9', label: '9' },
        ],
      },
    ],
    variants: ['8', '9'].map((size) => ({
      id: `v${size}`,
      upc: '000000000000',
      attributes: { color: 'RED', size },
      price: { original: 90, current: 90 },
      notifyMe: true,
    })),
  });

function setup(presale = false) {
  server.use(
    // The card's heart reads the guest's favorites.
    ...wishlistHandlers().handlers,
    http.get('*/api/products/v2/products/ST00000007/details', () =>
      HttpResponse.json(details(presale)),
    ),
    inventoryHandler({
      productId: tile.id,
      variants: {
        v8: { quantity: 0, stockStatus: 'OutOfStock' },
        v9: { quantity: 4, stockStatus: 'InStock' },
      },
    }),
  );
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <ProductCard product={tile} />
      <ProductDialogs />
    </>,
    { wrapper },
  );
  return userEvent.setup();
}

describe('Quick shop', () => {
  it('opens from a product card and offers notify me for a sold-out size', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Quick shop: Launch Runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    await user.click(await within(dialog).findByRole('radio', { name: '8, Out of stock' }));
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(await within(dialog).findByRole('button', { name: 'Notify me' })).toBeEnabled();
    await user.click(within(dialog).getByRole('radio', { name: '9, In stock' }));
    expect(within(dialog).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('asks a visitor to sign in to buy a presale product', async () => {
    const user = setup(true);
    await user.click(screen.getByRole('button', { name: 'Quick shop: Launch Runner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    await user.click(await within(dialog).findByRole('radio', { name: '9, In stock' }));
    expect(within(dialog).getByRole('button', { name: 'Sign in to buy' })).toBeInTheDocument();
  });

  it('updates the cart line when opened from the cart, with its size chosen', async () => {
    setup();
    act(() =>
      useDialogStore.getState().openDialog('quickShop', {
        productId: tile.id,
        cartItem: { itemId: 'line-1', variantId: 'v9' },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    expect(await within(dialog).findByRole('radio', { name: '9, In stock' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Update in cart' })).toBeEnabled();
  });
});
