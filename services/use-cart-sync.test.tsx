import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { CART_STORAGE_KEY, useCartStore } from '@/stores/cart-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
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

function setup() {
  const api = cartHandlers();
  server.use(...api.handlers);
  const { wrapper } = createCommerceWrapper();
  renderHook(() => useCartSync(), { wrapper });
  return api;
}

describe('useCartSync', () => {
  it('takes the count another tab wrote, then checks it with the server', async () => {
    const api = setup();
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
    await waitFor(() => expect(useCartStore.getState().totalItems).toBe(3));
  });

  it('switches to the account’s merged basket after sign-in', async () => {
    const api = setup();
    const guest = api.seed([{ productId: 'RUN1000110', qty: 1 }]);
    const account = api.seed([
      { productId: 'RUN1000110', qty: 1 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    act(() => useCartStore.getState().setCart({ basketId: guest.basketId, totalItems: 1 }));
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
    await waitFor(() => expect(useCartStore.getState().totalItems).toBe(2));
    expect(useCartStore.getState().basketId).toBe(account.basketId);
  });
});
