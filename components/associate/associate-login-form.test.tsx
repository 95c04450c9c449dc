import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentSession } from '@/lib/contracts/auth';
import en from '@/messages/en.json';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { BUY_IN_STORE_STORAGE_KEY, useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { AssociateLoginForm } from './associate-login-form';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: navigation.push }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  navigation.push.mockReset();
  useBuyInStoreStore.getState().clear();
  sessionStorage.clear();
});

const store = (id: string, name: string, city: string, countryCode: string) => ({
  id,
  name,
  city,
  countryCode,
  addressLine1: '1 Main Street',
  postalCode: '00000',
  province: null,
  phone: '+10000000000',
  latitude: 0,
  longitude: 0,
});

function renderLogin() {
  const logins: Record<string, unknown>[] = [];
  server.use(
    http.get('*/api/consumers-v3/utilities/stores', () =>
      HttpResponse.json({
        stores: [
          store('GB001', 'Stride London', 'London', 'GB'),
          store('US001', 'Stride Fifth Avenue', 'New York', 'US'),
          store('US002', 'Stride Market Street', 'San Francisco', 'US'),
        ],
      }),
    ),
    http.get('*/api/consumers-v3/utilities/stores/:storeId/employees', ({ params }) =>
      HttpResponse.json({
        storeId: params.storeId,
        employees:
          params.storeId === 'US001'
            ? [
                { id: 'E10001', name: 'Emma Johnson' },
                { id: 'E10002', name: 'Liam Brown' },
              ]
            : [{ id: 'E10009', name: 'Oliver Smith' }],
      }),
    ),
    http.post('*/api/consumers-v3/consumer/agent/login', async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      logins.push(body);
      if (body.password !== 'Associate#2026') {
        return errorReply(401, 'AUT401', 'Invalid credentials.');
      }
      const session: AgentSession = {
        storeId: 'US001',
        storeName: 'Stride Fifth Avenue',
        storeEmployeeId: 'E10001',
        storeEmployeeName: 'Emma Johnson',
      };
      return HttpResponse.json(session);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <AssociateLoginForm />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { logins, user: userEvent.setup() };
}

const storeSelect = () => screen.getByRole('combobox', { name: 'Store' });
const employeeSelect = () => screen.getByRole('combobox', { name: 'Employee' });
const start = () => screen.getByRole('button', { name: 'Start session' });

describe('AssociateLoginForm', () => {
  it('groups the stores by country and lists the chosen store’s employees', async () => {
    const { user } = renderLogin();
    const us = await screen.findByRole('group', { name: 'United States' });
    expect(
      within(us)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Stride Fifth Avenue, New York (US001)',
      'Stride Market Street, San Francisco (US002)',
    ]);
    expect(screen.getByRole('group', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(employeeSelect()).getByRole('option')).toHaveTextContent('Choose a store first');

    await user.selectOptions(storeSelect(), 'US001');
    await screen.findByRole('option', { name: 'Emma Johnson (E10001)' });
    await user.selectOptions(employeeSelect(), 'E10002');

    await user.selectOptions(storeSelect(), 'GB001');
    await screen.findByRole('option', { name: 'Oliver Smith (E10009)' });
    expect(employeeSelect()).toHaveValue('');
  });

  it('requires every field before calling the API', async () => {
    const { logins, user } = renderLogin();
    await screen.findByRole('group', { name: 'United States' });
    await user.click(start());
    for (const control of [storeSelect(), employeeSelect(), screen.getByLabelText('Password')]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('This field is required');
    }
    expect(storeSelect()).toHaveFocus();
    expect(logins).toHaveLength(0);
  });

  it('starts the buy-in-store session in session storage and goes home', async () => {
    const { logins, user } = renderLogin();
    await screen.findByRole('group', { name: 'United States' });
    await user.selectOptions(storeSelect(), 'US001');
    await screen.findByRole('option', { name: 'Emma Johnson (E10001)' });
    await user.selectOptions(employeeSelect(), 'E10001');
    await user.type(screen.getByLabelText('Password'), 'Wrong#2026');
    await user.click(start());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The employee or password is incorrect.',
    );
    expect(navigation.push).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Associate#2026');
    await user.click(start());

    await waitFor(() => expect(navigation.push).toHaveBeenCalledWith('/en-us'));
    expect(logins.at(-1)).toEqual({
      storeId: 'US001',
      employeeId: 'E10001',
      password: 'Associate#2026',
    });
    const stored = JSON.parse(sessionStorage.getItem(BUY_IN_STORE_STORAGE_KEY) ?? '{}');
    expect(stored.state.session).toEqual({
      storeId: 'US001',
      storeName: 'Stride Fifth Avenue',
      storeEmployeeId: 'E10001',
      storeEmployeeName: 'Emma Johnson',
    });
    expect(localStorage.getItem(BUY_IN_STORE_STORAGE_KEY)).toBeNull();
  });
});
