import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import en from '@/messages/en.json';
import { profileReply, type MockRefusal } from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { EmployeeTermsDialog } from './employee-terms-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => useDialogStore.setState({ stack: [] }));

const employee: ProfileResponse = {
  ...profileReply(),
  consumerType: 'EMPLOYEE',
  isEmployeeDiscountTCAccepted: false,
};

/** A page load: a fresh query cache that reads the profile from the API. */
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <EmployeeTermsDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { client, view, user: userEvent.setup() };
}

function serveProfile(profile: ProfileResponse, refuseUpdate?: MockRefusal) {
  const api = consumerHandlers({ profile, refuseUpdate });
  server.use(...api.handlers);
  return api.log;
}

const dialogName = 'Employee discount terms';

describe('EmployeeTermsDialog', () => {
  it('records the acceptance, so the dialog stays closed after a reload', async () => {
    const log = serveProfile(employee);
    const { client, view, user } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(screen.getByRole('link', { name: 'employee discount terms' })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    );

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(useDialogStore.getState().stack).toEqual([]);
    expect(log.updates).toEqual([{ consumerProfile: { isEmployeeDiscountTCAccepted: true } }]);

    view.unmount();
    client.clear();
    const reload = renderPage();
    await waitFor(() => expect(reload.client.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a refused acceptance in the dialog and keeps it open', async () => {
    serveProfile(employee, { status: 400, code: 'PRO418', message: 'Profile not updated.' });
    const { user } = renderPage();
    const dialog = await screen.findByRole('dialog', { name: dialogName });

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your profile could not be updated.',
    );
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['employeeTerms']);
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it.each([
    ['an employee who accepted', { ...employee, isEmployeeDiscountTCAccepted: true }],
    ['a shopper', { ...employee, consumerType: 'REGISTERED' as const }],
  ])('stays closed for %s', async (_who, profile) => {
    serveProfile(profile);
    const { client } = renderPage();
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
