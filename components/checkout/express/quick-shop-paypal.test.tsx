import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductDialogs } from '@/components/product/product-dialogs';
import { cartHandlers } from '@/mocks/cart-handlers';
import { inventoryHandler } from '@/mocks/inventory-handlers';
import { productDetails } from '@/mocks/product-fixtures';
import { useAuthStore } from '@/stores/auth-store';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/c/shoes-1000',
  useRouter: () => router,
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useAuthStore.getState().signedOut();
  useBuyInStoreStore.setState({ session: null });
  useCartStore.getState().clearCart();
  useDialogStore.setState({ stack: [] });
  router.push.mockReset();
});

/** The cart mock sells RUN1000110; it is this product's only size. */
const product = productDetails();

function openQuickShop() {
  const cart = cartHandlers();
  server.use(
    ...cart.handlers,
    http.get(`*/api/products/v2/products/${product.id}/details`, () => HttpResponse.json(product)),
    inventoryHandler({
      productId: product.id,
      variants: { RUN1000110: { quantity: 4, stockStatus: 'InStock' } },
    }),
  );
  const { wrapper } = createCommerceWrapper();
  render(<ProductDialogs />, { wrapper });
  act(() => useDialogStore.getState().openDialog('quickShop', { productId: product.id }));
  return { user: userEvent.setup(), cart };
}

describe('PayPal express in quick shop', () => {
  it('puts the chosen size in the bag and opens checkout on PayPal', async () => {
    const { user, cart } = openQuickShop();
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    const payPal = await within(dialog).findByRole('button', { name: 'Check out with PayPal' });

    await user.click(payPal);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(router.push).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('radio', { name: '10, In stock' }));
    await user.click(payPal);
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/en-us/checkout?paypal=1'));
    expect(cart.log.some((entry) => entry.path === '/cart/v1/cartWithItem')).toBe(true);
    expect(useCartStore.getState().totalItems).toBe(1);
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('is hidden for an in-store employee running a till session', async () => {
    useBuyInStoreStore.getState().start({
      storeId: 'S001',
      storeName: 'Fifth Avenue',
      storeEmployeeId: 'E42',
      storeEmployeeName: 'Sam',
    });
    openQuickShop();
    const dialog = await screen.findByRole('dialog', { name: 'Quick shop' });
    expect(await within(dialog).findByRole('button', { name: 'Add to cart' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Check out with PayPal' })).toBeNull();
  });
});
