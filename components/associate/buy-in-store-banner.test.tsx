import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, errorReply, profileReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { BUY_IN_STORE_STORAGE_KEY, useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useToastStore } from '@/stores/toast-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { BuyInStoreBanner } from './buy-in-store-banner';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/c/running-1001',
  useRouter: () => ({ push: navigation.push }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const session = {
  storeId: 'US001',
  storeName: 'Stride Fifth Avenue',
  storeEmployeeId: 'E10001',
  storeEmployeeName: 'Emma Johnson',
};

beforeEach(() => {
  navigation.push.mockReset();
  useToastStore.setState({ toasts: [] });
  useAuthStore.getState().profileLoaded(profileReply());
  // Every store update is written through to storage, so reset the store first; then leave
  // storage as a previous page of this tab did: the banner reads it back after hydration.
  useBuyInStoreStore.setState({ session: null });
  sessionStorage.setItem(
    BUY_IN_STORE_STORAGE_KEY,
    JSON.stringify({ state: { session }, version: 0 }),
  );
});

function renderBanner() {
  const api = authHandlers({ signedIn: true });
  server.use(...api.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <BuyInStoreBanner />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('BuyInStoreBanner', () => {
  it('shows nothing without a buy-in-store session', () => {
    sessionStorage.clear();
    renderBanner();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names the store and the associate of the session kept for this tab', async () => {
    renderBanner();
    const banner = await screen.findByRole('region', { name: 'Buy-in-store session' });
    expect(banner).toHaveTextContent('Buy in store: Stride Fifth Avenue · Emma Johnson');
  });

  it('ending the session signs out, clears it and goes to the associate login', async () => {
    const { api, user } = renderBanner();
    await user.click(await screen.findByRole('button', { name: 'End session' }));

    await waitFor(() => expect(navigation.push).toHaveBeenLastCalledWith('/en-us/associate-login'));
    expect(api.log.signOut).toBe(1);
    expect(useAuthStore.getState().status).toBe('guest');
    expect(useBuyInStoreStore.getState().session).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(BUY_IN_STORE_STORAGE_KEY) ?? '{}').state).toEqual({
      session: null,
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps the session and says so when the sign-out fails', async () => {
    const { user } = renderBanner();
    server.use(
      http.post('*/api/consumers-v3/consumer/auth/signout', () =>
        errorReply(500, 'GEN500', 'Something went wrong.'),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'End session' }));

    await waitFor(() =>
      expect(useToastStore.getState().toasts[0]).toMatchObject({
        title: 'The session could not be ended. Please try again.',
        type: 'error',
      }),
    );
    expect(useBuyInStoreStore.getState().session).toEqual(session);
    expect(navigation.push).not.toHaveBeenCalledWith('/en-us/associate-login');
  });
});
