import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignUpDialog } from '@/components/auth/sign-up-dialog';
import en from '@/messages/en.json';
import { http, HttpResponse } from 'msw';
import { authHandlers, profileReply, testConsumer } from '@/mocks/auth-handlers';
import { signUpHandlers } from '@/mocks/sign-up-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SignInConfirmationDialog } from './sign-in-confirmation-dialog';
import { SignInDialog } from './sign-in-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  useAuthStore.getState().signedOut();
  useCartStore.getState().clearCart();
  useDialogStore.setState({ stack: [] });
  useToastStore.setState({ toasts: [] });
});

/** The plain variant, opened from a header button, as where simplified enrollment is off. */
function renderPlainDialog() {
  server.use(...authHandlers().handlers, ...signUpHandlers().handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <button type="button" onClick={() => useDialogStore.getState().openDialog('signIn')}>
          Open sign-in
        </button>
        <SignInDialog simplified={false} />
        <SignInConfirmationDialog />
        <SignUpDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const opener = () => screen.getByRole('button', { name: 'Open sign-in' });

describe('SignInDialog, plain variant', () => {
  it('opens the sign-up dialog in its place from Create an account', async () => {
    const user = renderPlainDialog();
    await user.click(opener());
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.click(within(signIn).getByRole('button', { name: 'Create an account' }));

    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['signUp']);
    // Closing the sign-up dialog gives focus back to what opened the sign-in dialog.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('confirms a sign-in with the shopper name in a dialog, not a toast', async () => {
    const user = renderPlainDialog();
    await user.click(opener());
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Email'), testConsumer.email);
    await user.type(within(signIn).getByLabelText('Password'), testConsumer.password);
    // A fully enrolled shopper: nothing to complete.
    server.use(
      http.get('*/api/consumers-v3/consumer/profile', () =>
        HttpResponse.json({
          ...profileReply(),
          consumerDetails: {
            ...profileReply().consumerDetails,
            phone: '2025550143',
            phoneCode: '1',
            postalCode: '10001',
            birthDate: '1990-04-01',
          },
        }),
      ),
    );
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Signed in as Ada' });
    expect(confirmation).toHaveAccessibleDescription(
      'Your orders, favorites and rewards are in your account.',
    );
    expect(useToastStore.getState().toasts).toEqual([]);
    await user.click(within(confirmation).getByRole('button', { name: 'Continue' }));
    expect(useDialogStore.getState().stack).toEqual([]);
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('asks a partially enrolled shopper for the missing details once signed in', async () => {
    const user = renderPlainDialog();
    await user.click(opener());
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' });
    await user.type(within(signIn).getByLabelText('Email'), testConsumer.email);
    await user.type(within(signIn).getByLabelText('Password'), testConsumer.password);
    await user.click(within(signIn).getByRole('button', { name: 'Sign in' }));

    // Ada has no phone: the complete-profile prompt starts with the mobile step.
    const prompt = await screen.findByRole('dialog', { name: en.Enrollment.flow.title });
    expect(
      within(prompt).getByRole('heading', { name: en.Enrollment.flow.mobile.title }),
    ).toBeVisible();
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['signIn']);
  });
});
