import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/contracts/cart';
import type { TillCustomer } from '@/lib/contracts/till';
import { cartItem, cartReply, mockIds } from '@/mocks/cart-fixtures';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { TillCustomerControls } from './till-customer-controls';
import { TillCustomerDialog } from './till-customer-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useDialogStore.setState({ stack: [] });
  useCartStore.getState().setCart({ basketId: mockIds.basket, totalItems: 1 });
});

const maya: TillCustomer = {
  consumerId: '2b7c1c1e-8f0a-4c55-9d7e-3a1b2c3d4e5f',
  name: 'Maya Member',
  maskedEmail: 'd•••@stride.example',
  memberId: 'M100200300',
};

function renderTill() {
  let cart: Cart = cartReply({ items: [cartItem()] });
  const searches: string[] = [];
  const change = (tillSale: Cart['tillSale']) => {
    cart = { ...cart, version: cart.version + 1, tillSale };
    return HttpResponse.json(cart);
  };
  server.use(
    http.get('*/api/cart/v1/cart/:basketId', () => HttpResponse.json(cart)),
    http.get('*/api/consumers-v3/agent/customers', ({ request }) => {
      const query = new URL(request.url).searchParams;
      searches.push(query.toString());
      return HttpResponse.json({ customer: query.get('memberId') === maya.memberId ? maya : null });
    }),
    http.put('*/api/cart/v1/cart/:basketId/customer', () =>
      change({ customer: maya, handOverInStore: false }),
    ),
    http.delete('*/api/cart/v1/cart/:basketId/customer', () =>
      change({ customer: null, handOverInStore: false }),
    ),
  );
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <TillCustomerControls />
      <TillCustomerDialog />
    </>,
    { wrapper },
  );
  return { searches, user: userEvent.setup() };
}

describe('TillCustomerDialog', () => {
  it('finds the customer by member id, says plainly when none matches, and sells to them', async () => {
    const { searches, user } = renderTill();
    expect(await screen.findByText('Guest sale')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find the customer' });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Search by' }),
      'memberId',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Loyalty member ID' });
    await user.type(field, 'M999');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'No match. Check what you typed, or sell as a guest.',
    );

    await user.clear(field);
    await user.type(field, maya.memberId!);
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    const card = await within(dialog).findByRole('region', { name: 'Customer found' });
    expect(card).toHaveTextContent('d•••@stride.example');
    expect(searches).toEqual(['memberId=M999', `memberId=${maya.memberId}`]);

    await user.click(within(card).getByRole('button', { name: 'Sell to Maya Member' }));
    expect(await screen.findByText('Selling to Maya Member')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Find the customer' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Sell as guest' }));
    expect(await screen.findByText('Guest sale')).toBeInTheDocument();
  });
});
