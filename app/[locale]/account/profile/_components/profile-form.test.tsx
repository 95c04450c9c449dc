import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { profileReply } from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { profileQueryKey } from '@/services/use-session';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { ProfileForm } from './profile-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderForm(refuse = false) {
  const consumer = consumerHandlers(
    refuse ? { refuseUpdate: { status: 400, code: 'PRO412', message: 'Nothing saved.' } } : {},
  );
  server.use(...consumer.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(profileQueryKey, profileReply());
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <ProfileForm />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  const shown = () => client.getQueryData<ProfileResponse>(profileQueryKey);
  return { log: consumer.log, shown, user: userEvent.setup() };
}

describe('ProfileForm', () => {
  it('saves the details and shows them once the call succeeded', async () => {
    const { log, shown, user } = renderForm();
    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '10014');
    await user.selectOptions(screen.getByLabelText('Gender'), 'nonBinary');
    await user.type(screen.getByLabelText('Preferred shoe size (US)'), '9.5');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your details have been saved.');
    expect(log.updates).toHaveLength(1);
    await waitFor(() =>
      expect(shown()).toMatchObject({
        consumerDetails: { postalCode: '10014', gender: 'nonBinary' },
        preferences: { preferredShoeSize: '9.5' },
      }),
    );
    expect(screen.getByLabelText('Postal code')).toHaveValue('10014');
  });

  it('marks a field the contract refuses and sends nothing', async () => {
    const { log, user } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByLabelText('First name')).toHaveAccessibleDescription(
      'Please check this field.',
    );
    expect(log.updates).toHaveLength(0);
  });

  it('keeps the shown profile when the update is refused', async () => {
    const { shown, user } = renderForm(true);
    await user.type(screen.getByLabelText('Postal code'), '10014');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(shown()?.consumerDetails.postalCode).toBeNull();
  });
});
