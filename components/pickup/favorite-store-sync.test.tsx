import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileUpdateRequest } from '@/lib/contracts/consumer';
import { profileReply, sessionHandler } from '@/mocks/auth-handlers';
import { profileQueryKey } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { FAVORITE_STORE_STORAGE_KEY, useFavoriteStore } from '@/stores/favorite-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { FavoriteStoreSync } from './favorite-store-sync';
import { StoreChangedDialog } from './store-changed-dialog';

const newYork = { id: 'US001', name: 'Stride New York Fifth Avenue', city: 'New York' };
const boston = { id: 'US006', name: 'Stride Boston Back Bay', city: 'Boston' };

const sent: ProfileUpdateRequest[] = [];
// The account's store as the last update left it: a saved profile is read again afterwards.
let accountStore: typeof newYork | null = null;
const server = setupServer(
  http.put('*/api/consumers-v3/consumer/profile', async ({ request }) => {
    const body = (await request.json()) as ProfileUpdateRequest;
    sent.push(body);
    const store = [newYork, boston].find(({ id }) => id === body.consumerProfile.favoriteStoreId);
    accountStore = store ?? null;
    return HttpResponse.json({ ...profileReply(), favoriteStore: accountStore });
  }),
  sessionHandler(() => ({ status: 'active', consumerType: 'REGISTERED' })),
  http.get('*/api/consumers-v3/consumer/profile', () =>
    HttpResponse.json({ ...profileReply(), favoriteStore: accountStore }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  sent.length = 0;
  accountStore = null;
  localStorage.clear();
  useDialogStore.getState().closeAll();
  useFavoriteStore.setState({ store: null });
});

const remember = (store: typeof newYork) =>
  localStorage.setItem(
    FAVORITE_STORE_STORAGE_KEY,
    JSON.stringify({ state: { store }, version: 0 }),
  );

function renderSync(profile: ReturnType<typeof profileReply> | null) {
  const { wrapper, queryClient } = createCommerceWrapper();
  queryClient.setQueryData(profileQueryKey, profile);
  render(
    <>
      <FavoriteStoreSync />
      <StoreChangedDialog />
    </>,
    { wrapper },
  );
}

describe('FavoriteStoreSync', () => {
  it("follows another tab's choice and says the store changed", async () => {
    remember(newYork);
    renderSync(null);
    await waitFor(() => expect(useFavoriteStore.getState().store).toEqual(newYork));
    expect(screen.queryByRole('dialog')).toBeNull();

    remember(boston);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: FAVORITE_STORE_STORAGE_KEY }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Your store changed' });
    expect(within(dialog).getByText(`Your store is now ${boston.name}.`)).toBeVisible();
    expect(useFavoriteStore.getState().store).toEqual(boston);
    expect(sent).toEqual([]);
  });

  it("adopts the account's store at sign-in and says so", async () => {
    remember(newYork);
    renderSync({ ...profileReply(), favoriteStore: boston });
    expect(await screen.findByText(`Your store is now ${boston.name}.`)).toBeVisible();
    expect(useFavoriteStore.getState().store).toEqual(boston);
    expect(sent).toEqual([]);
  });

  it("keeps a signed-in shopper's choice on the account, and a guest's choice when it has none", async () => {
    remember(newYork);
    renderSync({ ...profileReply(), favoriteStore: null });
    await waitFor(
      () => expect(sent).toEqual([{ consumerProfile: { favoriteStoreId: newYork.id } }]),
      { timeout: 5000 },
    );
    act(() => useFavoriteStore.getState().choose(boston));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ consumerProfile: { favoriteStoreId: boston.id } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
