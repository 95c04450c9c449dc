import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionPoint } from '@/lib/contracts/collection-points';
import { errorReply } from '@/mocks/auth-handlers';
import { cartHandlers } from '@/mocks/cart-handlers';
import { profileQueryKey } from '@/services/use-session';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { CollectionPointDialog } from './collection-point-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useDialogStore.setState({ stack: [] });
  useCartStore.getState().clearCart();
});

const point = (id: string, name: string, distanceKm: number): CollectionPoint => ({
  id,
  name,
  carrier: 'Parcelo',
  address: {
    addressLine1: '350 Bleecker Street',
    city: 'New York',
    postalCode: '10014',
    province: 'NY',
    countryCode: 'US',
  },
  latitude: 40.73,
  longitude: -74,
  distanceKm,
  hours: {
    mon: '07:00-22:00',
    tue: '07:00-22:00',
    wed: '07:00-22:00',
    thu: '07:00-22:00',
    fri: '07:00-22:00',
    sat: '00:00-24:00',
    sun: 'closed',
  },
  services: ['parcelPickup', 'parcelDropOff'],
});

async function openDialog(searchReply: () => Response) {
  const cart = cartHandlers();
  const searches: unknown[] = [];
  server.use(
    ...cart.handlers,
    http.post('*/api/stores/v1/collectionPoints', async ({ request }) => {
      searches.push(await request.json());
      return searchReply();
    }),
  );
  const seeded = cart.seed([{ productId: 'RUN1000110', qty: 1 }]);
  useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 1 });
  const { wrapper, queryClient } = createCommerceWrapper();
  // A guest: no profile to guess a postal code from.
  queryClient.setQueryData(profileQueryKey, null);
  render(<CollectionPointDialog />, { wrapper });
  const itemId = seeded.items[0]!.id;
  act(() => useDialogStore.getState().openDialog('collectionPoint', { itemIds: [itemId] }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a collection point' });
  return { dialog, cart, itemId, searches };
}

async function search(dialog: HTMLElement, postalCode: string) {
  await userEvent.type(within(dialog).getByLabelText('Postal code'), postalCode);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
}

describe('CollectionPointDialog', () => {
  it('lists the points near a postal code and moves the line to the one chosen', async () => {
    const { dialog, cart, itemId, searches } = await openDialog(() =>
      HttpResponse.json({
        collectionPoints: [
          point('US902', 'Parcelo – West Village Deli', 0.4),
          point('US903', 'RelayBox Locker – Penn Station', 1.9),
        ],
      }),
    );
    await search(dialog, '10014');
    expect(await within(dialog).findByText('2 collection points near 10014')).toBeVisible();
    expect(searches).toEqual([{ countryCode: 'US', postalCode: '10014' }]);
    const first = within(dialog).getByRole('article', { name: 'Parcelo – West Village Deli' });
    expect(first).toHaveTextContent('Carrier: Parcelo · 0.4 km away');
    expect(first).toHaveTextContent('Accepts: parcel collection, returns drop-off');
    expect(first).toHaveTextContent('SatOpen 24 hours');
    expect(first).toHaveTextContent('SunClosed');

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Choose Parcelo – West Village Deli' }),
    );
    expect(cart.log.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ itemId, shippingMethod: 'pudo', storeId: 'US902' }),
      }),
    ]);
    expect(useDialogStore.getState().isOpen('collectionPoint')).toBe(false);
  });

  it('says when the carrier is not answering, and when nothing is near', async () => {
    let reply = () => errorReply(503, 'STR503', 'Unavailable.');
    const { dialog } = await openDialog(() => reply());
    await search(dialog, '10178');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The carrier's collection point search is not answering.",
    );
    reply = () => HttpResponse.json({ collectionPoints: [] });
    await userEvent.clear(within(dialog).getByLabelText('Postal code'));
    await search(dialog, '99999');
    expect(
      await within(dialog).findByText(
        'There are no collection points near 99999. Try another postal code.',
      ),
    ).toBeVisible();
  });
});
