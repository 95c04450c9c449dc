import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart, PriceAdjustmentRequest } from '@/lib/contracts/cart';
import { cartItem, cartReply, mockIds } from '@/mocks/cart-fixtures';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { LinePriceAdjustment } from './line-price-adjustment';
import { PriceAdjustmentDialog } from './price-adjustment-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const item = cartItem({ price: { ...cartItem().price, priceAfterItemDiscount: 120 } });

beforeEach(() => {
  useDialogStore.setState({ stack: [] });
  useCartStore.getState().setCart({ basketId: mockIds.basket, totalItems: 1 });
  useBuyInStoreStore.getState().start({
    storeId: 'US001',
    storeName: 'Fifth Avenue',
    storeEmployeeId: 'E10001',
    storeEmployeeName: 'Tyler Johnson',
  });
});

/** The till's bag: one line, and the server's answers to adjusting it (a new version each). */
function tillApi() {
  let cart: Cart = cartReply({ items: [item] });
  const sent: PriceAdjustmentRequest[] = [];
  server.use(
    http.get('*/api/cart/v1/cart/:basketId', () => HttpResponse.json(cart)),
    http.post('*/api/cart/v1/cart/:basketId/price_adjustments', async ({ request }) => {
      const body = (await request.json()) as PriceAdjustmentRequest;
      sent.push(body);
      if (body.amount > 100) {
        return HttpResponse.json(
          {
            errorDetails: [
              {
                errorId: 'PRC400',
                message: 'Over the limit.',
                data: { limit: 'amount', maxAmount: 100, currency: 'USD' },
              },
            ],
            appId: 'mock',
            correlationId: 'mock',
          },
          { status: 400 },
        );
      }
      cart = {
        ...cart,
        version: cart.version + 1,
        priceAdjustments: [
          {
            adjustmentId: 'adj-1',
            itemId: body.itemId ?? null,
            amount: body.amount,
            reason: body.reason,
            adjustedBy: { storeId: 'US001', employeeId: 'E10001' },
            adjustedAt: '2026-11-26T07:00:00.000Z',
          },
        ],
      };
      return HttpResponse.json(cart);
    }),
    http.delete('*/api/cart/v1/cart/:basketId/price_adjustments/:adjustmentId', () => {
      cart = { ...cart, version: cart.version + 1, priceAdjustments: [] };
      return HttpResponse.json(cart);
    }),
  );
  const { wrapper } = createCommerceWrapper();
  render(
    <>
      <LinePriceAdjustment item={item} currency="USD" />
      <PriceAdjustmentDialog />
    </>,
    { wrapper },
  );
  return { sent, user: userEvent.setup() };
}

describe('LinePriceAdjustment', () => {
  it('adjusts a line by a percent within the limit the server words, then removes it', async () => {
    const { sent, user } = tillApi();
    await user.click(
      await screen.findByRole('button', { name: 'Adjust the price of Road Runner' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adjust price' });

    await user.click(within(dialog).getByRole('button', { name: 'Apply adjustment' }));
    expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(sent).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Reason' }),
      'priceMatch',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off (USD)' }), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Apply adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your adjustments on one bag may take off at most $100.00 in all.',
    );

    await user.click(within(dialog).getByRole('radio', { name: 'A percentage of the line' }));
    const percent = within(dialog).getByRole('textbox', { name: 'Percent off' });
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByText('Price adjusted: −$18.00 (Price match)')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ itemId: item.id, amount: 18, reason: 'Price match' });

    // Changing it starts from what it is.
    await user.click(
      screen.getByRole('button', { name: 'Change the price adjustment on Road Runner' }),
    );
    const change = await screen.findByRole('dialog', { name: 'Adjust price' });
    expect(within(change).getByRole('combobox', { name: 'Reason' })).toHaveValue('priceMatch');
    expect(within(change).getByRole('textbox', { name: 'Amount off (USD)' })).toHaveValue('18');
    await user.keyboard('{Escape}');

    await user.click(
      screen.getByRole('button', { name: 'Remove the price adjustment on Road Runner' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Adjust the price of Road Runner' }),
    ).toBeInTheDocument();
  });

  it('shows nothing outside a buy-in-store session', async () => {
    useBuyInStoreStore.getState().clear();
    tillApi();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /Adjust the price/ })).toBeNull();
  });
});
