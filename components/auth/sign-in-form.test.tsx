import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCodeChallenge } from '@/lib/security/pkce';
import { authHandlers, errorReply, testConsumer } from '@/mocks/auth-handlers';
import en from '@/messages/en.json';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SignInForm } from './sign-in-form';
// The form loads its validation on first use; loaded here, it answers the first submit at once.
import '@hookform/resolvers/zod';
import '@/lib/validation/sign-in-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const basketId = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';

beforeEach(() => {
  useAuthStore.getState().signedOut();
  useCartStore.getState().clearCart();
});

function renderForm(options: Parameters<typeof authHandlers>[0] = {}) {
  const api = authHandlers(options);
  server.use(...api.handlers);
  const onSignedIn = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <SignInForm onSignedIn={onSignedIn} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { api, onSignedIn, user: userEvent.setup() };
}

const emailInput = () => screen.getByLabelText('Email');
const passwordInput = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Sign in' });

describe('SignInForm', () => {
  it('names each error on its field and calls nothing while the input is invalid', async () => {
    const { api, user } = renderForm();
    await user.click(submit());

    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('This field is required');
    expect(passwordInput()).toHaveAccessibleDescription('This field is required');
    expect(emailInput()).toHaveFocus();

    await user.type(emailInput(), 'ada@example');
    await user.click(submit());
    expect(emailInput()).toHaveAccessibleDescription('Email is not valid');
    expect(api.log.signIn).toHaveLength(0);
  });

  it('keeps an over-long email whole and says it is too long', async () => {
    const { user } = renderForm();
    const long = `${'a'.repeat(110)}@example.com`;
    await user.click(emailInput());
    await user.paste(long);
    await user.type(passwordInput(), testConsumer.password);
    await user.click(submit());
    expect(emailInput()).toHaveValue(long);
    expect(emailInput()).toHaveAccessibleDescription(
      expect.stringContaining('must not be longer than 100 characters'),
    );
  });

  it('shows and hides the password with a pressed-state toggle', async () => {
    const { user } = renderForm();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('announces refused credentials with links to reset the password and contact us', async () => {
    const { onSignedIn, user } = renderForm();
    await user.type(emailInput(), testConsumer.email);
    await user.type(passwordInput(), 'Wrong-password1');
    await user.click(submit());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is incorrect.');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
    expect(submit()).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it.each([
    [401, 'AUT426', 'One more failed attempt will lock your account.'],
    [423, 'AUT441', 'Your account is locked. Reset your password to unlock it.'],
  ])('warns about the lock for %s %s in the shopper language', async (status, code, friendly) => {
    const { user } = renderForm({ refuseSignIn: { status, code, message: 'Server wording.' } });
    await user.type(emailInput(), testConsumer.email);
    await user.type(passwordInput(), testConsumer.password);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(friendly);
    expect(alert).not.toHaveTextContent('Server wording.');
  });

  it('never shows the server message, even for a code without text of its own', async () => {
    const { user } = renderForm({
      refuseSignIn: { status: 400, code: 'AUT440', message: 'body.list: Unknown customer list.' },
    });
    await user.type(emailInput(), testConsumer.email);
    await user.type(passwordInput(), testConsumer.password);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something you entered could not be accepted.');
    expect(alert).not.toHaveTextContent('body.list');
  });

  it('signs in with PKCE: the token call proves the verifier behind the challenge', async () => {
    useCartStore.getState().setCart({ basketId, totalItems: 2 });
    const { api, onSignedIn, user } = renderForm();
    await user.type(emailInput(), `  ${testConsumer.email} `);
    await user.type(passwordInput(), testConsumer.password);
    await user.click(submit());

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    const [signIn] = api.log.signIn;
    const [token] = api.log.token;
    expect(signIn).toMatchObject({
      type: 'Registered',
      username: testConsumer.email,
      password: testConsumer.password,
      codeChallengeMethod: 'S256',
    });
    expect(signIn?.recaptcha_response).toMatch(/^offline\.login\./);
    expect(token).toMatchObject({
      type: 'Registered',
      authorizationCode: 'mock-authorization-code-0001',
      guestObjects: { basketId },
    });
    expect(token?.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await createCodeChallenge(String(token?.codeVerifier))).toBe(signIn?.codeChallenge);
    expect(useAuthStore.getState()).toMatchObject({
      status: 'registered',
      consumerId: testConsumer.consumerId,
      firstName: testConsumer.firstName,
    });
  });

  it('shows the button busy until the sign-in settles', async () => {
    const { user } = renderForm();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/consumers-v3/auth/signin', async () => {
        await answered;
        return errorReply(401, 'AUT401', 'Invalid credentials.');
      }),
    );
    await user.type(emailInput(), testConsumer.email);
    await user.type(passwordInput(), testConsumer.password);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer();
    await screen.findByRole('alert');
    expect(submit()).toBeEnabled();
  });
});
