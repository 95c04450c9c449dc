import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PickupInStoreDialog } from '@/components/pickup/pickup-in-store-dialog';
import type { StoreDetails } from '@/lib/contracts/stores';
import { cartItem, cartReply } from '@/mocks/cart-fixtures';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { productDetails } from '@/mocks/product-fixtures';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore } from '@/stores/favorite-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ProductOptions } from './product-options';

vi.mock('next/navigation', () => ({ usePathname: () => '/en-us/p/road-runner-ST00000001' }));

const newYork: StoreDetails = {
  id: 'US001',
  name: 'Stride New York Fifth Avenue',
  addressLine1: '512 Fifth Avenue',
  city: 'New York',
  postalCode: '10036',
  province: 'NY',
  countryCode: 'US',
  phone: '+1 212-555-0142',
  email: 'newyork@stride.example',
  latitude: 40.7546,
  longitude: -73.9803,
  hours: {},
  offersPickup: true,
  offersShipToStore: true,
  isCollectionPoint: false,
  distanceKm: 0,
};

const product = productDetails({
  id: 'ST00000001',
  attributes: [
    { type: 'color', label: 'color', options: [{ value: 'BLK', label: 'Black', swatch: '#000' }] },
    { type: 'size', label: 'size', options: [{ value: '9', label: '9' }] },
  ],
  variants: [
    {
      id: 'v9',
      upc: '000000000000',
      attributes: { color: 'BLK', size: '9' },
      price: { original: 100, current: 100 },
      notifyMe: true,
    },
  ],
});

const added: string[] = [];
const server = setupServer(
  inventoryHandler({
    productId: 'ST00000001',
    variants: { v9: { quantity: 3, stockStatus: 'InStock' } },
  }),
  http.post('*/api/products/v1/products/:productId/availability', () =>
    HttpResponse.json({
      productId: 'ST00000001',
      storeInventory: [{ storeId: newYork.id, variantId: 'v9', quantity: 2 }],
    }),
  ),
  http.post('*/api/stores/v1/search', () => HttpResponse.json({ stores: [newYork] })),
  http.post('*/api/cart/v1/cartWithItem', ({ request }) => {
    added.push(new URL(request.url).search);
    return HttpResponse.json(
      cartReply({
        items: [
          cartItem({
            productId: 'v9',
            storeId: newYork.id,
            shippingOptions: {
              selected: 'pickup',
              available: ['standard', 'pickup'],
              shippingMethod: null,
              storeInfo: { id: newYork.id, name: newYork.name },
            },
          }),
        ],
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  added.length = 0;
  useDialogStore.getState().closeAll();
  useCartStore.getState().clearCart();
  useFavoriteStore.setState({ store: { id: newYork.id, name: newYork.name, city: 'New York' } });
});

describe('Pick up in store on the product page', () => {
  it('asks for a size, says whether the favourite store has it today, and adds for pickup there', async () => {
    const { wrapper } = createCommerceWrapper();
    render(
      <>
        <ProductOptions product={product} />
        <PickupInStoreDialog />
      </>,
      { wrapper },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pick up in store' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a size.');

    await user.click(await screen.findByRole('radio', { name: '9, In stock' }));
    expect(
      await screen.findByText(`Pick up today at ${newYork.name}: in stock`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pick up in store' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick up in store' });
    expect(within(dialog).getByText(/, size 9$/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: `Choose ${newYork.name}` }));

    await waitFor(() => expect(added).toEqual([`?action=pickup&favStoreId=${newYork.id}`]));
    await waitFor(() => expect(useDialogStore.getState().isOpen('pickupInStore')).toBe(false));
    expect(useDialogStore.getState().isOpen('miniCart')).toBe(true);
  });
});
