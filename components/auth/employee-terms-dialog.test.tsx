import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import { profileReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { EmployeeTermsDialog } from './employee-terms-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => useDialogStore.setState({ stack: [] }));

function renderFor(profile: Partial<ProfileResponse>) {
  server.use(
    http.get('*/api/consumers-v3/consumer/profile', () =>
      HttpResponse.json({ ...profileReply(), ...profile }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <EmployeeTermsDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

const dialogName = 'Employee discount terms';

describe('EmployeeTermsDialog', () => {
  it('opens for an employee who has not accepted, and Accept closes it', async () => {
    const { user } = renderFor({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(screen.getByRole('link', { name: 'employee discount terms' })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    );

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it.each([
    ['an employee who accepted', { consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true }],
    ['a shopper', { consumerType: 'REGISTERED', isEmployeeDiscountTCAccepted: false }],
  ] as const)('stays closed for %s', async (_who, profile) => {
    const { client } = renderFor(profile);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
