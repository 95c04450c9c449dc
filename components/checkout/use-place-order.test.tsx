import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { simulatorCardDraft, type PaymentDraft } from '@/lib/checkout/payment-draft';
import type { Cart } from '@/lib/contracts/cart';
import en from '@/messages/en.json';
import { cartReply, mockIds } from '@/mocks/cart-fixtures';
import {
  bnplProviderPage,
  challengeCardNumber,
  checkoutHandlers,
  newBasketAfterFailedChallenge,
} from '@/mocks/checkout-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { followRedirect } from './payment/follow-redirect';
import { ThreeDSecureDialog } from './payment/three-ds-dialog';
import { usePlaceOrder } from './use-place-order';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// Leaving the page is the browser's business; the test checks where it is sent.
vi.mock('./payment/follow-redirect', () => ({ followRedirect: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  push.mockReset();
  vi.mocked(followRedirect).mockReset();
  useCartStore.getState().setCart({ basketId: mockIds.basket, totalItems: 1 });
  useCheckoutStore.getState().send({ type: 'orderPlaced' });
  useCheckoutStore.getState().send({ type: 'stepCompleted', step: 'shipping' });
  useCheckoutStore.getState().send({ type: 'stepCompleted', step: 'billing' });
  useDialogStore.getState().closeAll();
  for (const toast of useToastStore.getState().toasts)
    useToastStore.getState().dismissToast(toast.id);
});

function card(number: string, holderName = 'Ada Lovelace') {
  return simulatorCardDraft({ number, expiry: '03/30', cvc: '737', holderName });
}

function Harness({ cart, draft }: { cart: Cart; draft: PaymentDraft }) {
  const { place, completeChallenge } = usePlaceOrder();
  return (
    <>
      <button type="button" onClick={() => place.mutate({ cart, draft })}>
        Place order
      </button>
      <ThreeDSecureDialog onResult={completeChallenge} />
    </>
  );
}

function renderFlow(draft: PaymentDraft) {
  const api = checkoutHandlers();
  server.use(...api.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <Harness cart={cartReply()} draft={draft} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('placing an order', () => {
  it('places with an authorised card, resets cart and step, and opens the confirmation', async () => {
    const { api, user } = renderFlow(card('4111111111111111'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        '/en-us/order-confirmation?orderNumber=S0000000041&st=st-token',
      ),
    );
    expect(api.log.placeOrder[0]?.recaptcha_response).toMatch(/^offline\.placeOrder\./);
    expect(useCartStore.getState()).toMatchObject({ totalItems: 0 });
    expect(useCartStore.getState().basketId).not.toBe(mockIds.basket);
    expect(useCheckoutStore.getState()).toMatchObject({ step: 'shipping', completed: [] });
  });

  it('opens the 3-D Secure dialog and completes the order when the challenge passes', async () => {
    const { api, user } = renderFlow(card(challengeCardNumber));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your card' });
    const password = within(dialog).getByLabelText('Verification password');
    expect(password).toHaveFocus();
    await user.type(password, 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith(
        '/en-us/order-confirmation?orderNumber=S0000000042&st=st-token',
      ),
    );
    expect(api.log.patchOrder).toEqual([
      { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result: 'signed-Y' } } },
    ]);
  });

  it('goes back to billing with the new cart when the challenge fails', async () => {
    const { user } = renderFlow(card(challengeCardNumber));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify your card' });
    await user.type(within(dialog).getByLabelText('Verification password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useCheckoutStore.getState().step).toBe('billing'));
    expect(useCartStore.getState().basketId).toBe(newBasketAfterFailedChallenge);
    expect(push).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ title: en.ApiErrors.PAY400, type: 'error', autoClose: false }),
    ]);
  });

  it('keeps the cart and shows a persistent PAY400 toast when the card is refused', async () => {
    const { user } = renderFlow(card('4111111111111111', 'DECLINED'));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: en.ApiErrors.PAY400,
      autoClose: false,
    });
    expect(useCartStore.getState().basketId).toBe(mockIds.basket);
    expect(useCheckoutStore.getState().step).toBe('summary');
    expect(push).not.toHaveBeenCalled();
  });

  it("sends the browser to the provider's page for buy now pay later and keeps the pending order", async () => {
    const { api, user } = renderFlow({ kind: 'bnpl' });
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(followRedirect).toHaveBeenCalledTimes(1));
    expect(vi.mocked(followRedirect).mock.calls[0]![0]).toMatchObject({
      type: 'redirect',
      method: 'GET',
      url: bnplProviderPage,
    });
    expect(api.log.placeOrder[0]?.paymentMethod).toMatchObject({ code: 'KLARNA' });
    // The return page reads which payment it finishes from the kept challenge.
    expect(useCheckoutStore.getState().challenge).toMatchObject({
      orderNumber: 'S0000000043',
      action: { st: 'st-token', action: { paymentMethodType: 'klarna' } },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });
});
