import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, type RequestHandler } from 'msw';
import { FAVORITE_ID, favoriteItem, wishlistHandlers } from '@/mocks/wishlist-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { FavoriteButton } from './favorite-button';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useAuthStore.getState().signedOut());

/** `first` answer before the fake (or pass the request on to it by returning nothing). */
function setup(kept: string[] = [], first: RequestHandler[] = []) {
  const fake = wishlistHandlers(kept.map((productId) => favoriteItem(productId)));
  server.use(...fake.handlers);
  server.use(...first);
  const { wrapper } = createCommerceWrapper();
  render(<FavoriteButton productId="ST00000001" productName="Road Runner" />, { wrapper });
  return { fake, user: userEvent.setup() };
}

describe('FavoriteButton', () => {
  it('lets a guest keep a product and drop it again, saying whether it is kept', async () => {
    const { fake, user } = setup();
    const heart = screen.getByRole('button', { name: 'Favorite: Road Runner' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.requests).toEqual([{ method: 'POST', body: { productId: 'ST00000001' } }]);
    // The guest's list is remembered so that signing in takes it along.
    expect(useAuthStore.getState().favorites).toBe(fake.favoriteId);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('shows a product the list holds as kept, and not once the shopper signs out', async () => {
    useAuthStore.setState({ favorites: FAVORITE_ID });
    setup(['ST00000001']);
    const heart = screen.getByRole('button', { name: 'Favorite: Road Runner' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    act(() => useAuthStore.getState().signedOut());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('drops a kept product pressed before the list has loaded, instead of adding it again', async () => {
    useAuthStore.setState({ favorites: FAVORITE_ID });
    let listRead = () => {};
    const held = new Promise<void>((resolve) => (listRead = resolve));
    // Holds the list's reply back, then passes the request on to the fake.
    const { fake, user } = setup(
      ['ST00000001'],
      [http.get('*/api/wishlists/v2/favorites', () => held)],
    );
    const heart = screen.getByRole('button', { name: 'Favorite: Road Runner' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    listRead();
    await waitFor(() => expect(fake.requests).toEqual([{ method: 'DELETE', body: null }]));
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a product pressed while the session is still starting, once it has started', async () => {
    useAuthStore.setState({ status: 'unknown' });
    const { fake, user } = setup();
    const heart = screen.getByRole('button', { name: 'Favorite: Road Runner' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(fake.requests).toEqual([]);

    act(() => useAuthStore.getState().signedOut());
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.requests).toEqual([{ method: 'POST', body: { productId: 'ST00000001' } }]);
  });

  it('shows on each card of a grid whether its own product is kept, reading the list once', async () => {
    useAuthStore.setState({ favorites: FAVORITE_ID });
    const fake = wishlistHandlers([favoriteItem('ST00000002')]);
    server.use(...fake.handlers);
    let listReads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/favorites')) listReads += 1;
    });
    const { wrapper } = createCommerceWrapper();
    render(
      <>
        <FavoriteButton productId="ST00000001" productName="Road Runner" />
        <FavoriteButton productId="ST00000002" productName="Trail Blazer" />
        <FavoriteButton productId="ST00000003" productName="Court Classic" />
      </>,
      { wrapper },
    );
    const heart = (name: string) => screen.getByRole('button', { name: `Favorite: ${name}` });
    await waitFor(() => expect(heart('Trail Blazer')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Road Runner')).toHaveAttribute('aria-pressed', 'false');
    expect(heart('Court Classic')).toHaveAttribute('aria-pressed', 'false');

    await userEvent.setup().click(heart('Road Runner'));
    await waitFor(() => expect(heart('Road Runner')).toHaveAttribute('aria-pressed', 'true'));
    expect(heart('Trail Blazer')).toHaveAttribute('aria-pressed', 'true');
    expect(heart('Court Classic')).toHaveAttribute('aria-pressed', 'false');
    expect(listReads).toBe(1);
    server.events.removeAllListeners();
  });

  it('is not offered to an employee', () => {
    useAuthStore.setState({ isEmployee: true });
    setup();
    expect(screen.queryByRole('button', { name: 'Favorite: Road Runner' })).toBeNull();
  });
});
