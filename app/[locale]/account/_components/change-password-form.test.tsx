import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { ChangePasswordForm } from './change-password-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function submitChange(reply: () => Response) {
  server.use(http.post('*/api/consumers-v3/consumer/changepassword', reply));
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <CommerceProvider brand="stride" locale="en-us">
        <ChangePasswordForm />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), 'Sneakers24');
  await user.type(screen.getByLabelText('New password', { exact: true }), 'Trainers2025');
  await user.type(screen.getByLabelText('Confirm new password'), 'Trainers2025');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('shows a wrong current password (AUT450) at that input and focuses it', async () => {
    await submitChange(() => errorReply(400, 'AUT450', 'The current password is wrong.'));
    const current = screen.getByLabelText('Current password');
    await screen.findByText('The current password is wrong.');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('The current password is wrong.');
    expect(current).toHaveFocus();
  });

  it('shows a reused password (AUT451) at the new password input', async () => {
    await submitChange(() =>
      errorReply(400, 'AUT451', 'The new password must differ from the previous one.'),
    );
    await screen.findByText('The new password must differ from the previous one.');
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('puts other refusals in an alert above the form', async () => {
    await submitChange(() => errorReply(500, 'GEN500', 'Something broke.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something broke.');
  });
});
