import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChangeStoreConfirmationDialog } from '@/components/pickup/change-store-confirmation-dialog';
import { LocationConfirmationDialog } from '@/components/pickup/location-confirmation-dialog';
import { PickupInStoreDialog } from '@/components/pickup/pickup-in-store-dialog';
import { Toaster } from '@/components/ui/toaster';
import type { Cart, CartItem, UpdateItemRequest } from '@/lib/contracts/cart';
import type { StoreDetails } from '@/lib/contracts/stores';
import { cartItem, cartReply } from '@/mocks/cart-fixtures';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useFavoriteStore } from '@/stores/favorite-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { CartView } from './cart-view';

const hours = { mon: '10:00-21:00', tue: '10:00-21:00', wed: '10:00-21:00', thu: '10:00-21:00' };
const store = (id: string, name: string, city: string, distanceKm: number): StoreDetails => ({
  id,
  name,
  addressLine1: '1 Main Street',
  city,
  postalCode: '10036',
  province: 'NY',
  countryCode: 'US',
  phone: '+1 212-555-0100',
  email: 'store@stride.example',
  latitude: 40.75,
  longitude: -73.98,
  hours: { ...hours, fri: hours.mon, sat: hours.mon, sun: '11:00-19:00' },
  offersPickup: true,
  offersShipToStore: true,
  isCollectionPoint: false,
  distanceKm,
});
const newYork = store('US001', 'Stride New York Fifth Avenue', 'New York', 0);
const boston = store('US006', 'Stride Boston Back Bay', 'Boston', 0);
const stores = [newYork, boston];

const anywhere = ['standard', 'pickup', 'sts', 'pudo'] as CartItem['shippingOptions']['available'];
const shoe = cartItem({
  id: '11111111-1111-4111-8111-111111111111',
  shippingOptions: {
    selected: 'standard',
    available: anywhere,
    shippingMethod: null,
    storeInfo: null,
  },
});
const shirt = cartItem({
  id: '22222222-2222-4222-8222-222222222222',
  productId: 'TEE3000104',
  masterId: 'TEE30001',
  name: 'Trail Tee',
  storeId: newYork.id,
  shippingOptions: {
    selected: 'sts',
    available: anywhere,
    shippingMethod: null,
    storeInfo: { id: newYork.id, name: newYork.name },
  },
});

let cart: Cart;
const updates: UpdateItemRequest[] = [];
const server = setupServer(
  http.get('*/api/cart/v1/cart/:basketId', () => HttpResponse.json(cart)),
  http.put('*/api/cart/v1/cart/:basketId/item', async ({ request }) => {
    const change = (await request.json()) as UpdateItemRequest;
    updates.push(change);
    const chosen = stores.find((candidate) => candidate.id === change.storeId) ?? null;
    cart = {
      ...cart,
      version: cart.version + 1,
      items: cart.items.map((item) =>
        item.id === change.itemId && change.shippingMethod
          ? {
              ...item,
              storeId: chosen?.id ?? null,
              shippingOptions: {
                ...item.shippingOptions,
                selected: change.shippingMethod,
                storeInfo: chosen && { id: chosen.id, name: chosen.name },
              },
            }
          : item,
      ),
    };
    return HttpResponse.json(cart);
  }),
  // The server lists the stores around a typed place; these are all around New York.
  http.post('*/api/stores/v1/search', async ({ request }) => {
    const body = (await request.json()) as { query?: string };
    const known = !body.query || stores.some((candidate) => candidate.city === body.query);
    return HttpResponse.json({ stores: known ? stores : [] });
  }),
  http.post('*/api/products/v1/products/:productId/availability', ({ params }) =>
    HttpResponse.json({
      productId: String(params.productId),
      storeInventory: stores.map(({ id }) => ({
        storeId: id,
        variantId: shoe.productId,
        quantity: 3,
      })),
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  updates.length = 0;
  localStorage.clear();
  useToastStore.setState({ toasts: [] });
  useDialogStore.getState().closeAll();
  useFavoriteStore.setState({ store: null });
  useCartStore.getState().clearCart();
  await useCartStore.persist.rehydrate();
});

async function renderBag(items: CartItem[]) {
  cart = cartReply({ basketId: 'b7d1f8e2-4c1a-4a55-9a43-6a1f3f2c9d10', items });
  useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: items.length });
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <CartView />
      <PickupInStoreDialog />
      <ChangeStoreConfirmationDialog />
      <LocationConfirmationDialog />
      <Toaster />
    </>,
    { wrapper },
  );
  await screen.findByRole('heading', { name: 'Your bag', level: 1 });
}

describe('choosing a store for a bag line', () => {
  it('asks before searching the guessed city, then moves the line to the chosen store', async () => {
    await renderBag([shoe]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Pick up in store' }));

    const confirm = await screen.findByRole('dialog', { name: 'Your location' });
    expect(within(confirm).getByText('Use New York?')).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, search there' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pick up in store' });
    expect(await within(dialog).findByText('Stores near New York')).toBeVisible();
    expect(await within(dialog).findAllByText('3 in stock today')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: `Choose ${newYork.name}` }));

    expect(await screen.findByText(`Pick up at ${newYork.name}`)).toBeVisible();
    expect(updates).toEqual([{ itemId: shoe.id, shippingMethod: 'pickup', storeId: newYork.id }]);
    expect(useFavoriteStore.getState().store).toEqual({
      id: newYork.id,
      name: newYork.name,
      city: 'New York',
    });
  });

  it('leaves the line as it was when the dialog is closed', async () => {
    await renderBag([shoe]);
    await userEvent.click(await screen.findByRole('radio', { name: 'Ship to a store' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Your location' })).getByRole('button', {
        name: 'No, I will type a place',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ship to a store' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Ship to me' })).toBeChecked();
    expect(updates).toEqual([]);
  });

  it('asks to move every store item when another store is chosen, and moves them on confirm', async () => {
    useFavoriteStore.setState({ store: { id: newYork.id, name: newYork.name, city: 'New York' } });
    const pickedUp = {
      ...shoe,
      storeId: newYork.id,
      shippingOptions: { ...shirt.shippingOptions, selected: 'pickup' as const },
    };
    await renderBag([pickedUp, shirt]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Change store for Road Runner' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Pick up in store' });
    await within(dialog).findByText('Stores near New York');
    await userEvent.type(within(dialog).getByLabelText('Postal code or city'), 'Boston');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await within(dialog).findByText('Stores near Boston');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: `Choose ${boston.name}` }),
    );

    const confirm = await screen.findByRole('dialog', { name: 'Change store' });
    expect(within(confirm).getByText(`Move all store items to ${boston.name}?`)).toBeVisible();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Move all items' }));

    expect(await screen.findByText(`Pick up at ${boston.name}`)).toBeVisible();
    expect(await screen.findByText(`Ship to ${boston.name}`)).toBeVisible();
    expect(updates).toEqual([
      { itemId: shirt.id, shippingMethod: 'sts', storeId: boston.id },
      { itemId: shoe.id, shippingMethod: 'pickup', storeId: boston.id },
    ]);
    expect(useFavoriteStore.getState().store?.id).toBe(boston.id);
  });

  it('says when a pickup line had to be shipped to the store instead', async () => {
    const shipped = { ...shirt, id: shoe.id, name: 'Road Runner' };
    cart = cartReply({
      basketId: 'b7d1f8e2-4c1a-4a55-9a43-6a1f3f2c9d10',
      items: [shipped],
      flash: [{ type: 'PickupToStore', itemId: shoe.id, data: { from: 'pickup', to: 'sts' } }],
    });
    useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: 1 });
    const { wrapper } = createCommerceWrapper();
    render(
      <>
        <CartView />
        <Toaster />
      </>,
      { wrapper },
    );
    expect(
      await screen.findByText(
        'An item can no longer be picked up today: it will be shipped to the store.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Ship to ${newYork.name}`)).toBeVisible();
  });
});
