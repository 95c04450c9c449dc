import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { createCartChannel } from './cart-channel';
import { ADD_TO_CART_RETRY_MS, useAddToCart } from './use-add-to-cart';

const navigation = vi.hoisted(() => ({ pathname: '/en-us/p/road-runner-RUN10001' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  useCartStore.getState().clearCart();
  useDialogStore.setState({ stack: [] });
  navigation.pathname = '/en-us/p/road-runner-RUN10001';
});

function setup() {
  const api = cartHandlers();
  server.use(...api.handlers);
  const { wrapper } = createCommerceWrapper();
  const { result } = renderHook(() => useAddToCart(), { wrapper });
  const add = async (input: Parameters<typeof result.current.addToCart>[0]) => {
    let added = false;
    await act(async () => {
      added = await result.current.addToCart(input);
    });
    return added;
  };
  return { api, result, add };
}

const calls = (log: Array<{ method: string; path: string }>, path: string) =>
  log.filter((entry) => entry.path === path).length;

describe('useAddToCart', () => {
  it('creates the cart on the first add, adds to it afterwards and opens the mini cart', async () => {
    const { api, add } = setup();
    expect(await add({ productId: 'RUN1000110' })).toBe(true);
    expect(await add({ productId: 'TRL2000209', qty: 2 })).toBe(true);

    expect(calls(api.log, '/cart/v1/cartWithItem')).toBe(1);
    expect(calls(api.log, '/cart/v1/item')).toBe(1);
    expect(useCartStore.getState().totalItems).toBe(3);
    expect(useDialogStore.getState().isOpen('miniCart')).toBe(true);
  });

  it('tells the other tabs about the add, as every other cart change does', async () => {
    const otherTab = createCartChannel();
    const heard: Array<{ totalItems: number }> = [];
    const stop = otherTab.listen((change) => heard.push(change));
    const { add } = setup();
    expect(await add({ productId: 'RUN1000110', qty: 2 })).toBe(true);
    await waitFor(() => expect(heard.map((change) => change.totalItems)).toEqual([2]));
    stop();
  });

  it('does not open the mini cart on a cart route', async () => {
    navigation.pathname = '/fr-ca/cart';
    const { add } = setup();
    expect(await add({ productId: 'RUN1000110' })).toBe(true);
    expect(useDialogStore.getState().isOpen('miniCart')).toBe(false);
  });

  it(
    'retries a failed add once after 2 s',
    async () => {
      const { api, add } = setup();
      api.fail('POST', '/cart/v1/cartWithItem', 'GEN500', { status: 503 });
      const started = Date.now();
      expect(await add({ productId: 'RUN1000110' })).toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(ADD_TO_CART_RETRY_MS - 50);
      expect(calls(api.log, '/cart/v1/cartWithItem')).toBe(2);
    },
    ADD_TO_CART_RETRY_MS + 3000,
  );

  it('does not retry a gift-with-purchase product (GWP403)', async () => {
    const { api, add, result } = setup();
    api.fail('POST', '/cart/v1/cartWithItem', 'GWP403', { status: 403 });
    expect(await add({ productId: 'RUN1000110' })).toBe(false);
    expect(calls(api.log, '/cart/v1/cartWithItem')).toBe(1);
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Gifts with purchase cannot be added to the bag.'),
    );
    expect(useDialogStore.getState().isOpen('miniCart')).toBe(false);
  });

  it(
    'says an out-of-stock item could not be moved to the cart, and names the allowed maximum',
    async () => {
      const { api, add, result } = setup();
      api.fail('POST', '/cart/v1/cartWithItem', 'INV700', { status: 409, times: 2 });
      expect(await add({ productId: 'RUN1000110' })).toBe(false);
      await waitFor(() =>
        expect(result.current.error?.message).toBe('This item could not be moved to your bag.'),
      );

      api.fail('POST', '/cart/v1/cartWithItem', 'INV408', {
        status: 409,
        times: 2,
        data: { maxQty: 3 },
      });
      expect(await add({ productId: 'RUN1000110', qty: 5 })).toBe(false);
      await waitFor(() =>
        expect(result.current.error?.message).toBe('You can add at most 3 of this item.'),
      );
    },
    2 * ADD_TO_CART_RETRY_MS + 3000,
  );
});
