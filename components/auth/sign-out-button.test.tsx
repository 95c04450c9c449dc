import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, profileReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SignOutButton } from './sign-out-button';

const navigation = vi.hoisted(() => ({ pathname: '/en-us', push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: navigation.push }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  navigation.push.mockReset();
  useAuthStore.getState().profileLoaded(profileReply());
  useCartStore
    .getState()
    .setCart({ basketId: '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b', totalItems: 3 });
});

async function signOutFrom(pathname: string) {
  navigation.pathname = pathname;
  const api = authHandlers({ signedIn: true });
  server.use(...api.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <SignOutButton />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
  await waitFor(() => expect(useAuthStore.getState().status).toBe('guest'));
  await waitFor(() => expect(api.log.token).toEqual([{ type: 'Guest' }]));
  return api;
}

describe('SignOutButton', () => {
  it('ends the session, forgets the cart and shopper, and starts a guest session', async () => {
    const api = await signOutFrom('/en-us/p/trail-runner-ST00000001');
    expect(api.log.signOut).toBe(1);
    expect(useCartStore.getState()).toMatchObject({ basketId: null, totalItems: 0 });
    expect(useAuthStore.getState()).toMatchObject({
      consumerId: null,
      firstName: null,
      memberId: null,
      favorites: null,
    });
    expect(navigation.push).not.toHaveBeenCalled();
  });

  it.each(['/en-us/account', '/en-us/cart', '/en-us/checkout/billing', '/en-us/favorites'])(
    'leaves %s for the home page',
    async (pathname) => {
      await signOutFrom(pathname);
      expect(navigation.push).toHaveBeenCalledWith('/en-us');
    },
  );
});
