import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from './cart-store';

describe('cart store', () => {
  beforeEach(() => {
    localStorage.clear();
    useCartStore.getState().clearCart();
  });

  it('remembers the basket across page loads through localStorage', async () => {
    useCartStore.getState().setCart({ basketId: 'b-1', totalItems: 3 });
    expect(JSON.parse(localStorage.getItem('stride-cart') ?? '{}')).toMatchObject({
      state: { basketId: 'b-1', totalItems: 3 },
    });

    useCartStore.setState({ basketId: null, totalItems: 0 });
    localStorage.setItem(
      'stride-cart',
      JSON.stringify({ state: { basketId: 'b-2', totalItems: 5 }, version: 0 }),
    );
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState()).toMatchObject({ basketId: 'b-2', totalItems: 5 });
  });
});
