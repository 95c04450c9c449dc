import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { cartReply } from '@/mocks/cart-fixtures';
import { errorReply } from '@/mocks/auth-handlers';
import { cartHandlers } from '@/mocks/cart-handlers';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { CartView } from './cart-view';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(async () => {
  useToastStore.setState({ toasts: [] });
  useAuthStore.setState({ isEmployee: false, endedSession: null });
  useCartStore.getState().clearCart();
  await useCartStore.persist.rehydrate();
});

async function renderCart(
  lines: Array<{ productId: string; qty: number }>,
  overrides: RequestHandler[] = [],
) {
  const api = cartHandlers();
  server.use(...api.handlers);
  // Added last, so they answer before the in-memory service.
  server.use(...overrides);
  const seeded = api.seed(lines);
  useCartStore.getState().setCart({ basketId: seeded.basketId, totalItems: seeded.totalItems });
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <CartView />
      <Toaster />
    </>,
    { wrapper },
  );
  await screen.findByRole('heading', { name: 'Your bag', level: 1 });
  return { api, basketId: seeded.basketId };
}

const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Order summary' })).getByText(label).nextElementSibling
    ?.textContent;

describe('CartView', () => {
  it('changes a quantity and shows the server’s new totals', async () => {
    await renderCart([{ productId: 'RUN1000110', qty: 1 }]);
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$100.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Road Runner' }));
    await waitFor(() => expect(summaryValue('Subtotal')).toBe('$200.00'));
    expect(useCartStore.getState().totalItems).toBe(2);
  });

  it('saves a line for later and moves it back', async () => {
    await renderCart([
      { productId: 'RUN1000110', qty: 1 },
      { productId: 'TRL2000209', qty: 1 },
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save Trail Climber for later' }),
    );

    const saved = await screen.findByRole('region', { name: 'Saved for later (1)' });
    expect(screen.queryByRole('button', { name: 'Save Trail Climber for later' })).toBeNull();
    await userEvent.click(
      within(saved).getByRole('button', { name: 'Move Trail Climber to your bag' }),
    );

    await screen.findByRole('button', { name: 'Save Trail Climber for later' });
    expect(screen.queryByRole('region', { name: /Saved for later/ })).toBeNull();
  });

  it('says a sold-out saved item could not be moved to the bag', async () => {
    const { api } = await renderCart([{ productId: 'TRL2000209', qty: 1 }]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Save Trail Climber for later' }),
    );
    const saved = await screen.findByRole('region', { name: 'Saved for later (1)' });
    api.fail('POST', '/cart/v1/item', 'INV700', { status: 409 });
    await userEvent.click(
      within(saved).getByRole('button', { name: 'Move Trail Climber to your bag' }),
    );
    expect(await within(saved).findByRole('alert')).toHaveTextContent(
      'This item could not be moved to your bag.',
    );
  });

  it('changes the delivery service from the list, earliest first, with prices and times', async () => {
    await renderCart([{ productId: 'RUN1000110', qty: 1 }]);
    await waitFor(() => expect(summaryValue('Shipping')).toBe('$5.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delivery service' });
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'ExpressTomorrow$15.00',
      'Standard3–5 business days$5.00',
    ]);
    expect(within(dialog).getByRole('radio', { name: /Standard/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Express/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this service' }));

    await waitFor(() => expect(summaryValue('Shipping')).toBe('$15.00'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides saved for later from a connected employee', async () => {
    useAuthStore.setState({ isEmployee: true });
    await renderCart([{ productId: 'RUN1000110', qty: 1 }]);
    await screen.findByRole('button', { name: 'Remove Road Runner from your bag' });
    expect(screen.queryByRole('button', { name: /for later/ })).toBeNull();
  });

  it('shows a line’s own error on the line', async () => {
    const { api, basketId } = await renderCart([{ productId: 'RUN1000110', qty: 1 }]);
    api.fail('PUT', `/cart/v1/cart/${basketId}/item`, 'INV408', {
      status: 409,
      data: { maxQty: 1 },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase quantity of Road Runner' }),
    );
    const row = screen.getByRole('listitem', { busy: false });
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'You can add at most 1 of this item.',
    );
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('offers to keep shopping when the bag is empty', async () => {
    await renderCart([]);
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  });

  it('says the order can not be completed when the last line sold out', async () => {
    const soldOut = http.get('*/api/cart/v1/cart/:basketId', ({ params }) =>
      HttpResponse.json(
        cartReply({
          basketId: String(params.basketId),
          flash: [{ type: 'ProductLineItemFullInventoryMissing', itemId: 'sold-out' }],
        }),
      ),
    );
    await renderCart([{ productId: 'RUN1000110', qty: 1 }], [soldOut]);
    expect(
      await screen.findByText(
        'Your order can not be completed: the items in your bag are out of stock.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your bag is empty')).toBeInTheDocument();
  });

  it('says the session ended, with a way to sign in, rather than calling the bag empty', async () => {
    // The refresh was refused: the signed-in shopper's bag is out of this guest's reach.
    useAuthStore.setState({ endedSession: 'account' });
    const gone = http.get('*/api/cart/v1/cart/:basketId', () =>
      errorReply(404, 'BSK404', 'Cart not found.'),
    );
    const { api } = await renderCart([{ productId: 'RUN1000110', qty: 1 }], [gone]);
    expect(
      await screen.findByText('Your session ended, so we could not show your bag.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-us/sign-in');
    expect(screen.queryByText('Your bag is empty')).toBeNull();
    // The account's bag is not copied into a guest cart the next sign-in would add to it.
    expect(api.log.filter((entry) => entry.method === 'POST')).toEqual([]);
    expect(useCartStore.getState()).toMatchObject({ basketId: null, totalItems: 0 });
  });

  it('says the bag could not be read, and reads it again on request, rather than calling it empty', async () => {
    const failing = http.get(
      '*/api/cart/v1/cart/:basketId',
      () => errorReply(503, 'GEN500', 'Unavailable.'),
      { once: true },
    );
    await renderCart([{ productId: 'RUN1000110', qty: 1 }], [failing]);
    expect(await screen.findByText('We could not load your bag. Please try again.')).toBeVisible();
    expect(screen.queryByText('Your bag is empty')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: 'Remove Road Runner from your bag' }),
    ).toBeInTheDocument();
  });
});
