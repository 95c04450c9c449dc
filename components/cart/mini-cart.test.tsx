import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { MiniCart } from './mini-cart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => useDialogStore.setState({ stack: [] }));

describe('MiniCart', () => {
  it('lists the bag with its subtotal and the ways on, and closes with Escape', async () => {
    const api = cartHandlers();
    server.use(...api.handlers);
    const seeded = api.seed([
      { productId: 'RUN1000110', qty: 2 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: 3 });
    const { wrapper } = createCommerceWrapper();
    render(<MiniCart />, { wrapper });

    act(() => useDialogStore.getState().openDialog('miniCart'));
    const dialog = await screen.findByRole('dialog', { name: 'Your bag' });
    expect(await within(dialog).findByRole('link', { name: 'Road Runner' })).toBeInTheDocument();
    expect(within(dialog).getByText('3 items')).toBeInTheDocument();
    expect(within(dialog).getByText('$280.00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/en-us/checkout',
    );
    expect(within(dialog).getByRole('link', { name: 'View bag' })).toHaveAttribute(
      'href',
      '/en-us/cart',
    );

    await userEvent.keyboard('{Escape}');
    expect(useDialogStore.getState().isOpen('miniCart')).toBe(false);
  });
});
