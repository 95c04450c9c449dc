import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAVORITE_ID, favoriteItem, wishlistHandlers } from '@/mocks/wishlist-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { FavoritesView } from './favorites-view';

vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/favorites',
  useRouter: () => ({ push: vi.fn() }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
// A guest whose session names their list (the token reply's `favorites`).
beforeEach(() => {
  useAuthStore.getState().signedOut();
  useAuthStore.getState().favoritesListed(FAVORITE_ID);
});

const runner = favoriteItem('ST00000001', {
  name: 'Road Runner',
  sizes: [
    { variantId: 'V1', size: '9', available: true },
    { variantId: 'V2', size: '10', available: false },
  ],
});
const cap = favoriteItem('ST00000014', { name: 'Trail Cap', purchasable: false });

function setup(items = [runner, cap]) {
  server.use(...wishlistHandlers(items).handlers);
  const { wrapper } = createCommerceWrapper();
  render(<FavoritesView />, { wrapper });
  return userEvent.setup();
}

describe('FavoritesView', () => {
  it('lists favorites with their sizes and asks for a size before moving to the bag', async () => {
    const user = setup();
    expect(await screen.findByText('2 products')).toBeInTheDocument();
    const size = screen.getByLabelText('Size for Road Runner');
    expect(within(size).getByRole('option', { name: '10 (sold out)' })).toBeDisabled();
    expect(screen.getByText('Not available right now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Road Runner to bag' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a size first.');
    expect(size).toHaveAttribute('aria-invalid', 'true');
  });

  it('removes a favorite and shows the empty state after the last one', async () => {
    const user = setup([runner]);
    await user.click(
      await screen.findByRole('button', { name: 'Remove Road Runner from favorites' }),
    );
    expect(await screen.findByText('You have no favorites yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  });

  it('creates a share link to copy, and stops sharing', async () => {
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Create a share link' }));
    expect(await screen.findByLabelText('Share link')).toHaveValue(
      `${window.location.origin}/en-us/favorites/shared/${'T'.repeat(43)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await waitFor(() => expect(screen.queryByLabelText('Share link')).toBeNull());
    expect(screen.getByText(/Your list is no longer shared/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a share link' })).toBeInTheDocument();
  });

  it('says so when favorites are not offered', () => {
    useAuthStore.setState({ isEmployee: true });
    setup();
    expect(screen.getByText('Favorites are not available.')).toBeInTheDocument();
  });
});
