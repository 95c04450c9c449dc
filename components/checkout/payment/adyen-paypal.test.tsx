import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { cartReply, mockIds } from '@/mocks/cart-fixtures';
import {
  approvedPayPalOrderId,
  checkoutHandlers,
  newBasketAfterFailedChallenge,
  payPalSdkToken,
} from '@/mocks/checkout-handlers';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useToastStore } from '@/stores/toast-store';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { AdyenPayPal } from './adyen-paypal';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/**
 * Adyen's PayPal as the page sees it: a button whose press runs onSubmit, then, once resolved
 * with PayPal's `sdk` action, a stand-in for PayPal's window that approves (onAdditionalDetails
 * with PayPal's details) or is closed (onError with a CANCEL error).
 */
const paypal = vi.hoisted(() => ({ resolvedAction: null as unknown }));
vi.mock('@adyen/adyen-web', () => {
  class FakePayPal {
    constructor(
      _checkout: unknown,
      private readonly props: {
        onSubmit: (state: unknown, component: unknown, actions: unknown) => void;
        onAdditionalDetails: (state: unknown, component: unknown, actions: unknown) => void;
        onError: (error: Error, component: unknown) => void;
      },
    ) {}
    mount(node: HTMLElement) {
      const button = (label: string, onClick: () => void) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.addEventListener('click', onClick);
        node.append(element);
      };
      button('PayPal', () =>
        this.props.onSubmit({ data: { paymentMethod: { type: 'paypal' } } }, this, {
          resolve: (response: { action: unknown }) => {
            paypal.resolvedAction = response.action;
            button('Approve in PayPal', () =>
              this.props.onAdditionalDetails(
                {
                  data: {
                    details: { orderID: approvedPayPalOrderId, payerID: 'PAYER1', extra: 'x' },
                    paymentData: 'pd-paypal',
                  },
                },
                this,
                { resolve: vi.fn(), reject: vi.fn() },
              ),
            );
            button('Close PayPal', () =>
              this.props.onError(Object.assign(new Error('closed'), { name: 'CANCEL' }), this),
            );
          },
          reject: vi.fn(),
        }),
      );
      return this;
    }
    unmount() {}
  }
  return { AdyenCheckout: async () => ({}), PayPal: FakePayPal };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  router.push.mockReset();
  paypal.resolvedAction = null;
  useCartStore.getState().setCart({ basketId: mockIds.basket, totalItems: 1 });
  useCheckoutStore.getState().send({ type: 'orderPlaced' });
  useCheckoutStore.getState().send({ type: 'stepCompleted', step: 'shipping' });
  useCheckoutStore.getState().send({ type: 'stepCompleted', step: 'billing' });
  for (const toast of useToastStore.getState().toasts)
    useToastStore.getState().dismissToast(toast.id);
});

async function renderPayPal() {
  const api = checkoutHandlers({ paymentMethods: { provider: 'adyen' } });
  server.use(...api.handlers);
  const { wrapper } = createCommerceWrapper();
  render(<AdyenPayPal cart={cartReply()} />, { wrapper });
  // jsdom loads no stylesheets: Adyen's is reported loaded, as a browser would.
  await waitFor(() => expect(document.head.querySelector('link[rel=stylesheet]')).not.toBeNull());
  document.head.querySelector('link[rel=stylesheet]')!.dispatchEvent(new Event('load'));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'PayPal' }));
  await screen.findByRole('button', { name: 'Approve in PayPal' });
  return { api, user };
}

describe("Adyen's PayPal at the summary", () => {
  it("places the order and opens PayPal with the server's sdk action", async () => {
    const { api } = await renderPayPal();
    expect(api.log.placeOrder[0]?.paymentMethod).toEqual({
      code: 'PAYPAL',
      additionalData: { type: 'paypal' },
    });
    expect(paypal.resolvedAction).toMatchObject({
      type: 'sdk',
      sdkData: { token: payPalSdkToken },
    });
  });

  it("finishes the order with PayPal's approval and opens the confirmation", async () => {
    const { api, user } = await renderPayPal();
    await user.click(screen.getByRole('button', { name: 'Approve in PayPal' }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith(
        '/en-us/order-confirmation?orderNumber=S0000000044&st=st-token',
      ),
    );
    // Only PayPal's known fields reach the server.
    expect(api.log.patchOrder).toEqual([
      {
        paymentMethod: {
          code: 'PAYPAL',
          additionalData: { details: { orderID: approvedPayPalOrderId, payerID: 'PAYER1' } },
        },
      },
    ]);
    expect(useCartStore.getState()).toMatchObject({ totalItems: 0 });
  });

  it('gives the order up when PayPal is closed and returns to billing with the items', async () => {
    const { api, user } = await renderPayPal();
    await user.click(screen.getByRole('button', { name: 'Close PayPal' }));
    await waitFor(() => expect(useCheckoutStore.getState().step).toBe('billing'));
    expect(api.log.patchOrder).toEqual([
      { paymentMethod: { code: 'PAYPAL', additionalData: { cancelled: true } } },
    ]);
    expect(useCartStore.getState()).toMatchObject({
      basketId: newBasketAfterFailedChallenge,
      totalItems: 1,
    });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: en.ApiErrors.PAY400, type: 'error', autoClose: false }),
    ]);
    expect(router.push).not.toHaveBeenCalled();
  });
});
