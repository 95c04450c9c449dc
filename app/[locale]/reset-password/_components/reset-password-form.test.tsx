import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { ResetPasswordForm } from './reset-password-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TOKEN = 'reset-token-0123456789';

function renderForm(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/consumers-v3/confirmforgotpassword', async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <CommerceProvider brand="stride" locale="en-us">
        <ResetPasswordForm token={TOKEN} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { bodies, user: userEvent.setup() };
}

const newPassword = () => screen.getByLabelText('New password', { exact: true });
const confirmPassword = () => screen.getByLabelText('Confirm new password');

describe('ResetPasswordForm', () => {
  it('flags a confirmation that does not match, without calling the API', async () => {
    const { bodies, user } = renderForm(() => HttpResponse.json({ success: true }));
    await user.type(newPassword(), 'Trainers2025');
    await user.type(confirmPassword(), 'Trainers2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(confirmPassword()).toHaveAccessibleDescription('Passwords do not match.');
    expect(bodies).toHaveLength(0);
  });

  it('sets the password with the link token and offers to sign in', async () => {
    const { bodies, user } = renderForm(() => HttpResponse.json({ success: true }));
    await user.type(newPassword(), 'Trainers2025');
    await user.type(confirmPassword(), 'Trainers2025');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with your new password' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    expect(bodies).toEqual([{ token: TOKEN, newPassword: 'Trainers2025' }]);
  });

  it('explains an expired link (AUT402) and links to a new one', async () => {
    const { user } = renderForm(() => errorReply(410, 'AUT402', 'This reset link has expired.'));
    await user.type(newPassword(), 'Trainers2025');
    await user.type(confirmPassword(), 'Trainers2025');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has expired or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
  });
});
