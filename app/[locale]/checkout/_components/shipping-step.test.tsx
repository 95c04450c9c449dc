import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressFormFor } from '@/lib/address/form-definitions';
import type { Cart } from '@/lib/contracts/cart';
import { cartItem, cartReply } from '@/mocks/cart-fixtures';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ShippingStep } from './shipping-step';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useCheckoutStore.setState(useCheckoutStore.getInitialState());
});

const atPoint = cartItem({
  shippingOptions: {
    selected: 'pudo',
    available: ['standard', 'pickup', 'sts', 'pudo'],
    shippingMethod: null,
    storeInfo: { id: 'US901', name: 'Brooklyn Parcel Hub' },
  },
  storeId: 'US901',
});

function renderStep(cart: Cart) {
  const posted: { context: string | null; body: unknown }[] = [];
  server.use(
    http.post('*/api/cart/v2/cart/:basketId/shippingAddress', async ({ request }) => {
      posted.push({
        context: new URL(request.url).searchParams.get('context'),
        body: await request.json(),
      });
      return HttpResponse.json(cart);
    }),
  );
  useCartStore.getState().setCart({ basketId: cart.basketId, totalItems: cart.totalItems });
  const { wrapper } = createCommerceWrapper();
  render(
    <ShippingStep
      cart={cart}
      form={addressFormFor('US', 'en-us')}
      countryName="United States"
      region="NORA"
      profileEmail={null}
      accountAddresses={[]}
      countryCode="US"
    />,
    { wrapper },
  );
  return posted;
}

describe('the shipping step of a bag collected at a collection point', () => {
  it('asks who collects instead of a home address, and sends it with context COLLECTION', async () => {
    const posted = renderStep(cartReply({ items: [atPoint] }));
    expect(screen.getByText('Road Runner at Brooklyn Parcel Hub')).toBeVisible();
    expect(screen.queryByLabelText('Address')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByLabelText('Email'), 'jo@example.com');
    await userEvent.type(screen.getByLabelText('First name (optional)'), 'Jo');
    await userEvent.type(screen.getByLabelText('Mobile phone (+1) (optional)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to billing' }));
    expect(
      await screen.findByLabelText('Mobile phone (+1) (optional)'),
    ).toHaveAccessibleDescription('A valid phone number is required');

    await userEvent.clear(screen.getByLabelText('Mobile phone (+1) (optional)'));
    await userEvent.type(screen.getByLabelText('Mobile phone (+1) (optional)'), '2125550100');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to billing' }));
    await waitFor(() => expect(useCheckoutStore.getState().completed).toContain('shipping'));
    expect(posted).toEqual([
      {
        context: 'COLLECTION',
        body: {
          addresses: [
            {
              shippingId: 'me',
              firstName: 'Jo',
              lastName: '',
              email: 'jo@example.com',
              phone: '2125550100',
              phoneCode: '1',
            },
          ],
        },
      },
    ]);
  });

  it('keeps the home address form for home lines and offers them a collection point', () => {
    renderStep(
      cartReply({
        items: [
          cartItem({
            shippingOptions: { ...atPoint.shippingOptions, selected: 'standard', storeInfo: null },
          }),
        ],
      }),
    );
    expect(screen.getByLabelText('Address')).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Send the home delivery item to a collection point instead',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Who collects the order' })).toBeNull();
  });
});
