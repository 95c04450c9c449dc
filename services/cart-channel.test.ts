import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGE_KEY, createCartChannel } from './cart-channel';

const change = { basketId: 'b-1', totalItems: 3, version: 7 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('cart channel', () => {
  it('tells the other tabs, not the tab that changed the bag', async () => {
    const thisTab = createCartChannel('test-cart-a');
    const otherTab = createCartChannel('test-cart-a');
    const heardHere: unknown[] = [];
    const heardThere: unknown[] = [];
    const stopHere = thisTab.listen((news) => heardHere.push(news));
    const stopThere = otherTab.listen((news) => heardThere.push(news));

    thisTab.announce(change);

    await vi.waitFor(() => expect(heardThere).toEqual([change]));
    expect(heardHere).toEqual([]);
    stopHere();
    stopThere();
  });

  it('uses the storage event where there is no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const thisTab = createCartChannel('test-cart-b');
    const otherTab = createCartChannel('test-cart-b');
    const heard: unknown[] = [];
    const stop = otherTab.listen((news) => heard.push(news));

    thisTab.announce(change);
    const written = localStorage.getItem(CART_CHANGE_KEY);
    expect(JSON.parse(written ?? 'null')).toEqual(change);
    // Browsers fire the storage event in the other tabs only; here it is dispatched by hand.
    window.dispatchEvent(new StorageEvent('storage', { key: CART_CHANGE_KEY, newValue: written }));
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_CHANGE_KEY, newValue: '{"x":1}' }),
    );

    expect(heard).toEqual([change]);
    stop();
  });
});
