import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wishlistHandlers } from '@/mocks/wishlist-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { FavoriteButton } from './favorite-button';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useAuthStore.getState().signedOut());

function setup() {
  const fake = wishlistHandlers();
  server.use(...fake.handlers);
  const { wrapper } = createCommerceWrapper();
  render(<FavoriteButton productId="ST00000001" productName="Road Runner" />, { wrapper });
  return { fake, user: userEvent.setup() };
}

describe('FavoriteButton', () => {
  it('lets a guest keep a product and drop it again, saying whether it is kept', async () => {
    const { fake, user } = setup();
    const heart = screen.getByRole('button', { name: 'Favorite: Road Runner' });
    // Until the list is known the heart says it is busy, and a press does nothing.
    await waitFor(() => expect(heart).toHaveAttribute('aria-busy', 'false'));
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(fake.requests).toEqual([{ method: 'POST', body: { productId: 'ST00000001' } }]);
    // The guest's list is remembered so that signing in takes it along.
    expect(useAuthStore.getState().favorites).toBe(fake.favoriteId);

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
  });

  it('is not offered to an employee', () => {
    useAuthStore.setState({ isEmployee: true });
    setup();
    expect(screen.queryByRole('button', { name: 'Favorite: Road Runner' })).toBeNull();
  });
});
