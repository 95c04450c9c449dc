import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { profileReply } from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { signUpHandlers } from '@/mocks/sign-up-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { profileQueryKey } from '@/services/use-session';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { act } from 'react';
import { useDialogStore } from '@/stores/dialog-store';
import { LoyaltySignUpDialog } from './loyalty-sign-up-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm(refuse = false) {
  const profile: ProfileResponse = { ...profileReply(), isLoyaltyMember: false, memberId: null };
  const consumer = consumerHandlers({
    profile,
    ...(refuse ? { refuseUpdate: { status: 400, code: 'PRO412', message: 'No update.' } } : {}),
  });
  const signUp = signUpHandlers();
  server.use(...consumer.handlers, ...signUp.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQueryKey, profile);
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <LoyaltySignUpDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  act(() => useDialogStore.getState().openDialog('loyaltySignUp'));
  return { client, consumer: consumer.log, signUp: signUp.log, user: userEvent.setup() };
}

describe('the loyalty sign-up dialog for a signed-in shopper', () => {
  it('asks for the terms before sending anything', async () => {
    const { consumer, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Join Stride Members' }));
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Stride Members terms' });
    expect(terms).toHaveAccessibleDescription('Accept the Stride Members terms to join.');
    expect(consumer.updates).toHaveLength(0);
  });

  it('enrols the shopper, asks for the member token and keeps showing the member number', async () => {
    const { client, consumer, signUp, user } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Stride Members terms' }));
    await user.click(screen.getByRole('button', { name: 'Join Stride Members' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Welcome to Stride Members! Your member number is M0000001.',
    );
    expect(consumer.updates).toEqual([
      { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] } },
    ]);
    expect(signUp.loyaltyToken).toHaveLength(1);
    expect(client.getQueryData<ProfileResponse>(profileQueryKey)?.isLoyaltyMember).toBe(true);
  });

  it('leaves the shown profile as it was when joining fails', async () => {
    const { client, user } = renderForm(true);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Stride Members terms' }));
    await user.click(screen.getByRole('button', { name: 'Join Stride Members' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(client.getQueryData<ProfileResponse>(profileQueryKey)?.isLoyaltyMember).toBe(false);
  });
});
