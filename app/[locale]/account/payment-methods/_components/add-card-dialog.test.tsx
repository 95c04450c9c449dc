import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { AddCardDialog } from './add-card-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  act(() => useDialogStore.getState().closeDialog('addCard'));
  for (const toast of useToastStore.getState().toasts)
    useToastStore.getState().dismissToast(toast.id);
});
afterAll(() => server.close());

const PATH = '*/api/consumers-v3/consumer/payment_instruments';

async function saveVisa(reply: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(PATH, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return reply(body);
    }),
  );
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <CommerceProvider brand="stride" locale="en-us">
        <AddCardDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  act(() =>
    useDialogStore
      .getState()
      .openDialog('addCard', { cardEntry: { provider: 'simulator', environment: 'test' } }),
  );
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), '4111111111111111');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '0330');
  await user.type(screen.getByLabelText('Security code'), '737');
  await user.type(screen.getByLabelText('Name on card'), 'Alex Runner');
  await user.click(screen.getByRole('button', { name: 'Save card' }));
  return sent;
}

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);

describe('AddCardDialog', () => {
  it('sends the card fields with a reCAPTCHA token, says it is saved and closes', async () => {
    const sent = await saveVisa(() =>
      HttpResponse.json(
        {
          card: {
            paymentInstrumentId: '7f0c2a8e-0d1b-4c53-9d54-5b0b7f1d2e11',
            brand: 'visa',
            lastFour: '1111',
            expiryMonth: 3,
            expiryYear: 2030,
            holderName: 'Alex Runner',
            main: true,
          },
        },
        { status: 201 },
      ),
    );
    await waitFor(() => expect(toastTitles()).toContain('Card saved'));
    expect(sent[0]).toMatchObject({
      payment_method_id: 'CREDIT_CARD',
      card: { encryptedCardNumber: 'test_4111111111111111', holderName: 'Alex Runner' },
      recaptcha_response: expect.stringMatching(/^offline\.savePaymentMethod\./),
    });
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it("shows the server's message when the card is saved already (PYT300), and stays open", async () => {
    await saveVisa(() => errorReply(409, 'PYT300', 'The VISA card ending 1111 is already saved.'));
    await waitFor(() =>
      expect(useToastStore.getState().toasts).toContainEqual(
        expect.objectContaining({
          title: 'Your card could not be saved.',
          message: 'The VISA card ending 1111 is already saved.',
          type: 'error',
        }),
      ),
    );
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('shows the generic failure for any other refusal', async () => {
    await saveVisa(() => errorReply(402, 'PAY400', 'The payment was not authorized.'));
    await waitFor(() => expect(toastTitles()).toContain('Your card could not be saved.'));
    const toast = useToastStore.getState().toasts.at(-1);
    expect(toast?.message).toBeUndefined();
  });
});
