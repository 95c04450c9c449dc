import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@/lib/contracts/cart';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { createCartChannel } from './cart-channel';
import { CART_INVALID_RELOAD_MS, pageReloader } from './cart-lifecycle';
import { cartQueryKey } from './cart-query';
import { useCart, useMoveToSaveForLater, useRemoveCartItem, useUpdateCartItem } from './use-cart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

beforeEach(() => {
  useCartStore.getState().clearCart();
  useToastStore.setState({ toasts: [] });
});

function setup(lines: Array<{ productId: string; qty: number }>) {
  const api = cartHandlers();
  server.use(...api.handlers);
  const seeded = api.seed(lines);
  useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: seeded.totalItems });
  const { queryClient, wrapper } = createCommerceWrapper();
  return { api, seeded, queryClient, wrapper };
}

describe('useCart', () => {
  it('reads the stored basket and brings the header count in line with the server', async () => {
    const { seeded, wrapper } = setup([{ productId: 'RUN1000110', qty: 2 }]);
    useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 7 });
    const { result } = renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(result.current.cart?.items).toHaveLength(1));
    expect(useCartStore.getState().totalItems).toBe(2);
  });

  it('forgets a stored basket the server no longer knows when nothing is left to restore', async () => {
    const { api, seeded, wrapper } = setup([{ productId: 'RUN1000110', qty: 1 }]);
    api.expire(seeded.basketId);
    renderHook(() => useCart(), { wrapper });
    await waitFor(() => expect(useCartStore.getState().basketId).toBeNull());
    expect(useCartStore.getState().totalItems).toBe(0);
  });
});

describe('cart lifecycle', () => {
  it('recreates a lost cart with its items and retries the change on the new cart (BSK404)', async () => {
    const { api, seeded, queryClient, wrapper } = setup([
      { productId: 'RUN1000110', qty: 1 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    queryClient.setQueryData(cartQueryKey(seeded.basketId), seeded);
    api.expire(seeded.basketId);
    const trail = seeded.items.find((item) => item.productId === 'TRL2000209');
    const { result } = renderHook(() => useUpdateCartItem(), { wrapper });

    let updated = false;
    await act(async () => {
      updated = await result.current.updateItem({ itemId: trail?.id ?? '', qty: 3 });
    });

    expect(updated).toBe(true);
    const basketId = useCartStore.getState().basketId ?? '';
    expect(basketId).not.toBe(seeded.basketId);
    const recreated = api.cart(basketId);
    expect(recreated.items.map((item) => [item.productId, item.qty])).toEqual([
      ['RUN1000110', 1],
      ['TRL2000209', 3],
    ]);
    expect(useCartStore.getState().totalItems).toBe(4);
  });

  it('clears the stored cart, shows an error and reloads after 4 s on an invalid customer (AUT498)', async () => {
    const { api, seeded, queryClient, wrapper } = setup([{ productId: 'RUN1000110', qty: 1 }]);
    queryClient.setQueryData(cartQueryKey(seeded.basketId), seeded);
    api.fail('DELETE', '/cart/v1/item', 'AUT498', { status: 401 });
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { result } = renderHook(() => useRemoveCartItem(), { wrapper });

    await act(async () => {
      await result.current.mutateAsync({ itemId: seeded.items[0]?.id ?? '' }).catch(() => null);
    });

    expect(useCartStore.getState()).toMatchObject({ basketId: null, totalItems: 0 });
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toContain(
      'Your session is no longer valid. The page will reload.',
    );
    act(() => vi.advanceTimersByTime(CART_INVALID_RELOAD_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});

describe('optimistic updates', () => {
  it('shows the new quantity at once and puts the old one back when the server refuses', async () => {
    const { api, seeded, queryClient, wrapper } = setup([{ productId: 'RUN1000110', qty: 2 }]);
    queryClient.setQueryData(cartQueryKey(seeded.basketId), seeded);
    // The refusal waits until the test has seen the optimistic quantity.
    let answer = () => {};
    const after = new Promise<void>((resolve) => (answer = resolve));
    api.fail('PUT', `/cart/v1/cart/${seeded.basketId}/item`, 'INV408', {
      status: 409,
      data: { maxQty: 2 },
      after,
    });
    const { result } = renderHook(() => ({ cart: useCart(), update: useUpdateCartItem() }), {
      wrapper,
    });
    const itemId = seeded.items[0]?.id ?? '';

    let pending: Promise<boolean> = Promise.resolve(true);
    act(() => {
      pending = result.current.update.updateItem({ itemId, qty: 5 });
    });
    await waitFor(() => expect(result.current.cart.cart?.items[0]?.qty).toBe(5));
    let updated = true;
    await act(async () => {
      answer();
      updated = await pending;
    });

    expect(updated).toBe(false);
    await waitFor(() => expect(result.current.cart.cart?.items[0]?.qty).toBe(2));
    expect(result.current.update.error?.message).toBe('You can add at most 2 of this item.');
  });
});

describe('changes made on a cart that changed elsewhere', () => {
  const conflictMessage = 'Your bag changed in another window or device.';
  const toasts = () => useToastStore.getState().toasts.map((toast) => toast.title);
  const writes = (log: Array<{ method: string }>) =>
    log.filter((entry) => entry.method !== 'GET').length;

  /** The bag as this tab shows it, then changed by another tab or device. */
  function staleBag() {
    const context = setup([
      { productId: 'RUN1000110', qty: 1 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    context.queryClient.setQueryData(cartQueryKey(context.seeded.basketId), context.seeded);
    const [road, trail] = context.seeded.items as [CartItem, CartItem];
    const rendered = renderHook(
      () => ({
        cart: useCart(),
        update: useUpdateCartItem(),
        remove: useRemoveCartItem(),
        save: useMoveToSaveForLater(),
      }),
      { wrapper: context.wrapper },
    );
    return { ...context, road, trail, result: rendered.result };
  }

  it('turns a + on the old quantity into one more than the bag now holds', async () => {
    const { api, seeded, road, result } = staleBag();
    api.setQty(seeded.basketId, road.id, 2);

    await act(async () => {
      await result.current.update.updateItem({ itemId: road.id, qty: 2, stepped: true });
    });

    const line = api.cart(seeded.basketId).items.find((item) => item.id === road.id);
    expect(line?.qty).toBe(3);
    await waitFor(() =>
      expect(result.current.cart.cart?.items.find((item) => item.id === road.id)?.qty).toBe(3),
    );
    expect(useCartStore.getState().totalItems).toBe(4);
    expect(toasts()).toEqual([]);
  });

  it('shows the fresh bag with a message when the changed line is gone', async () => {
    const { api, seeded, trail, result } = staleBag();
    api.removeLine(seeded.basketId, trail.id);

    await act(async () => {
      await result.current.update.updateItem({ itemId: trail.id, qty: 2, stepped: true });
    });

    await waitFor(() => expect(result.current.cart.cart?.items).toHaveLength(1));
    expect(api.cart(seeded.basketId).items.map((item) => item.id)).not.toContain(trail.id);
    expect(toasts()).toEqual([conflictMessage]);
    expect(useCartStore.getState().totalItems).toBe(1);
  });

  it('does not guess at a chosen quantity for a line whose quantity changed meanwhile', async () => {
    const { api, seeded, road, result } = staleBag();
    api.setQty(seeded.basketId, road.id, 2);

    await act(async () => {
      await result.current.update.updateItem({ itemId: road.id, qty: 5 });
    });

    expect(api.cart(seeded.basketId).items.find((item) => item.id === road.id)?.qty).toBe(2);
    await waitFor(() =>
      expect(result.current.cart.cart?.items.find((item) => item.id === road.id)?.qty).toBe(2),
    );
    expect(toasts()).toEqual([conflictMessage]);
  });

  it('removes a line another tab changed, and takes one already removed as done', async () => {
    const { api, seeded, road, trail, result } = staleBag();
    api.setQty(seeded.basketId, road.id, 3);
    api.removeLine(seeded.basketId, trail.id);

    await act(async () => {
      await result.current.remove.mutateAsync({ itemId: trail.id });
    });
    expect(writes(api.log)).toBe(1);
    await act(async () => {
      await result.current.remove.mutateAsync({ itemId: road.id });
    });

    expect(api.cart(seeded.basketId).items).toEqual([]);
    await waitFor(() => expect(result.current.cart.cart?.items).toEqual([]));
    expect(toasts()).toEqual([]);
  });

  it('does not save for later a line that is gone, and says why', async () => {
    const { api, seeded, trail, result } = staleBag();
    api.removeLine(seeded.basketId, trail.id);

    await act(async () => {
      await result.current.save.mutateAsync({ itemId: trail.id });
    });

    expect(api.cart(seeded.basketId).saveForLater?.items).toEqual([]);
    expect(toasts()).toEqual([conflictMessage]);
  });

  it('tells the other tabs the new count and version of every change', async () => {
    const { seeded, road, result } = staleBag();
    const otherTab = createCartChannel();
    const heard: unknown[] = [];
    const stop = otherTab.listen((change) => heard.push(change));

    await act(async () => {
      await result.current.update.updateItem({ itemId: road.id, qty: 2, stepped: true });
    });

    await waitFor(() =>
      expect(heard).toEqual([
        { basketId: seeded.basketId, totalItems: 3, version: seeded.version + 1 },
      ]),
    );
    stop();
  });
});
