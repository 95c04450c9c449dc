import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';
import { useCartStore } from '@/stores/cart-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { createCartChannel } from './cart-channel';
import { useCart } from './use-cart';
import { useCartCount } from './use-cart-count';
import { useCartSync } from './use-cart-sync';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  localStorage.clear();
  useCartStore.getState().clearCart();
  useAuthStore.getState().signedOut();
});

/** The header (sync and count), and with `bag` the bag page's full cart too. */
function setup({ bag = false } = {}) {
  const api = cartHandlers();
  server.use(...api.handlers);
  const { wrapper } = createCommerceWrapper();
  const { result } = renderHook(
    () => {
      useCartSync();
      return { count: useCartCount(), bag: bag ? useCart().cart : null };
    },
    { wrapper },
  );
  return { api, result };
}

const reads = (log: Array<{ method: string; path: string }>) =>
  log.filter((entry) => entry.method === 'GET').map((entry) => entry.path);

describe('the header count', () => {
  it('paints the stored count, then takes the server’s from the summary, not the repriced cart', async () => {
    const { api, result } = setup();
    const seeded = api.seed([{ productId: 'RUN1000110', qty: 2 }]);
    act(() => useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 5 }));
    expect(result.current.count).toBe(5);
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(reads(api.log)).toEqual([`/cart/v1/cart/${seeded.basketId}/summary`]);
  });

  it('takes the count another tab announces, and reads the bag again where it is shown', async () => {
    const { api, result } = setup({ bag: true });
    const seeded = api.seed([{ productId: 'RUN1000110', qty: 1 }]);
    act(() => useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 1 }));
    await waitFor(() => expect(result.current.bag?.items[0]?.qty).toBe(1));

    // Another tab adds two: it tells the others the new count and version.
    const changed = api.setQty(seeded.basketId, seeded.items[0]!.id, 3);
    const otherTab = createCartChannel();
    otherTab.announce({
      basketId: seeded.basketId,
      totalItems: changed.totalItems,
      version: changed.version,
    });

    await waitFor(() => expect(result.current.count).toBe(3));
    await waitFor(() => expect(result.current.bag?.items[0]?.qty).toBe(3));
  });

  it('follows another tab to the basket it switched to', async () => {
    const { api, result } = setup();
    const other = api.seed([{ productId: 'RUN1000110', qty: 3 }]);
    const stored = JSON.stringify({
      state: { basketId: other.basketId, totalItems: 1 },
      version: 0,
    });
    localStorage.setItem(CART_STORAGE_KEY, stored);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: stored }),
      );
    });
    await waitFor(() => expect(useCartStore.getState().basketId).toBe(other.basketId));
    await waitFor(() => expect(result.current.count).toBe(3));
  });

  it('switches to the account’s merged basket after sign-in', async () => {
    const { api, result } = setup();
    const guest = api.seed([{ productId: 'RUN1000110', qty: 1 }]);
    const account = api.seed([
      { productId: 'RUN1000110', qty: 1 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    act(() => useCartStore.getState().setCart({ basketId: guest.basketId, totalItems: 1 }));
    await waitFor(() => expect(result.current.count).toBe(1));
    act(() =>
      useAuthStore.getState().sessionStarted({
        consumerId: 'c-1',
        consumerNo: 'C0000001',
        consumerType: 'REGISTERED',
        memberId: null,
        basketId: account.basketId,
        favorites: null,
      }),
    );
    await waitFor(() => expect(result.current.count).toBe(2));
    expect(useCartStore.getState().basketId).toBe(account.basketId);
  });
});
