import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { mockIds } from '@/mocks/cart-fixtures';
import {
  approvedRedirectResult,
  checkoutHandlers,
  newBasketAfterFailedChallenge,
} from '@/mocks/checkout-handlers';
import { CHECKOUT_STORAGE_KEY, useCheckoutStore } from '@/stores/checkout-store';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';
import { useCartStore } from '@/stores/cart-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { PaymentReturn } from './payment-return';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The browser as the provider's page sends it back: the bag and step kept in storage. */
beforeEach(() => {
  router.push.mockReset();
  router.replace.mockReset();
  for (const toast of useToastStore.getState().toasts)
    useToastStore.getState().dismissToast(toast.id);
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: { basketId: mockIds.basket, totalItems: 2 }, version: 0 }),
  );
  sessionStorage.setItem(
    CHECKOUT_STORAGE_KEY,
    JSON.stringify({
      state: {
        step: 'summary',
        status: 'STANDARD',
        completed: ['shipping', 'billing'],
        challenge: {
          orderNumber: 'S0000000043',
          action: {
            orderNumber: 'S0000000043',
            st: 'st-token',
            action: { type: 'redirect', provider: 'simulator', paymentMethodType: 'klarna' },
          },
        },
      },
      version: 0,
    }),
  );
});

function renderReturn(query: { orderNumber?: string; st?: string; redirectResult?: string }) {
  const api = checkoutHandlers();
  server.use(...api.handlers);
  const { wrapper } = createCommerceWrapper();
  render(
    <PaymentReturn orderNumber={undefined} st={undefined} redirectResult={undefined} {...query} />,
    {
      wrapper,
    },
  );
  return api;
}

describe('coming back from the payment provider', () => {
  it('says the payment is being confirmed, then opens the confirmation with a fresh cart', async () => {
    const api = renderReturn({
      orderNumber: 'S0000000043',
      st: 'st-token',
      redirectResult: approvedRedirectResult,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment…');
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith(
        '/en-us/order-confirmation?orderNumber=S0000000043&st=st-token',
      ),
    );
    expect(api.log.patchOrder).toEqual([
      {
        paymentMethod: {
          code: 'KLARNA',
          additionalData: { redirectResult: approvedRedirectResult },
        },
      },
    ]);
    expect(useCartStore.getState()).toMatchObject({ totalItems: 0 });
    expect(useCartStore.getState().basketId).not.toBe(mockIds.basket);
    expect(useCheckoutStore.getState()).toMatchObject({ step: 'shipping', challenge: null });
  });

  it('goes back to billing on the new cart with the same items when the payment was declined', async () => {
    renderReturn({ orderNumber: 'S0000000043', st: 'st-token', redirectResult: 'declined' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en-us/checkout'));
    expect(useCartStore.getState()).toMatchObject({
      basketId: newBasketAfterFailedChallenge,
      totalItems: 2,
    });
    expect(useCheckoutStore.getState()).toMatchObject({ step: 'billing', completed: ['shipping'] });
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_STORAGE_KEY)!).state.step).toBe('billing');
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: en.ApiErrors.PAY400, type: 'error', autoClose: false }),
    ]);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('gives the order up when the shopper came back without a result', async () => {
    const api = renderReturn({ orderNumber: 'S0000000043', st: 'st-token' });
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/en-us/checkout'));
    expect(api.log.patchOrder).toEqual([
      { paymentMethod: { code: 'KLARNA', additionalData: { cancelled: true } } },
    ]);
  });

  it('offers the way back to checkout when the link is incomplete', async () => {
    const api = renderReturn({ redirectResult: approvedRedirectResult });
    expect(await screen.findByRole('alert')).toHaveTextContent(en.PaymentReturn.incomplete);
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute(
      'href',
      '/en-us/checkout',
    );
    expect(api.log.patchOrder).toEqual([]);
  });
});
