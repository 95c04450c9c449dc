import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileResponse } from '@/lib/contracts/auth';
import type { Locale } from '@/lib/i18n/locales';
import { profileReply } from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { EmployeeSpendBanner } from './employee-spend-banner';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function employee(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    ...profileReply(),
    consumerType: 'EMPLOYEE',
    isEmployeeDiscountTCAccepted: true,
    consumerDetails: {
      ...profileReply().consumerDetails,
      employee: { currentSpend: 450, annualCap: 1200, currency: 'USD' },
    },
    ...overrides,
  };
}

function renderBanner(profile: ProfileResponse, locale: Locale = 'en-us') {
  server.use(...consumerHandlers({ profile }).handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale={locale}>
        <EmployeeSpendBanner />
      </CommerceProvider>
    </QueryClientProvider>,
    { locale },
  );
  return client;
}

describe('EmployeeSpendBanner', () => {
  it('shows the spend against the cap, with a progress bar, once the terms are accepted', async () => {
    renderBanner(employee());
    const bar = await screen.findByRole('progressbar', {
      name: 'Employee discount: $450.00 of $1,200.00 used this year',
    });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '1200');
    expect(bar).toHaveAttribute('aria-valuenow', '450');
  });

  it('formats the amounts for the locale and stops the bar at the cap', async () => {
    const profile = employee();
    renderBanner(
      {
        ...profile,
        consumerDetails: {
          ...profile.consumerDetails,
          employee: { currentSpend: 1250, annualCap: 1200, currency: 'CAD' },
        },
      },
      'en-ca',
    );
    const bar = await screen.findByRole('progressbar');
    // Intl puts a no-break space between a currency code and the amount.
    expect(bar).toHaveAccessibleName(
      'Employee discount: CAD\u00a01,250.00 of CAD\u00a01,200.00 used this year',
    );
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
  });

  it.each([
    ['the terms are not accepted', employee({ isEmployeeDiscountTCAccepted: false })],
    ['the shopper is not an employee', employee({ consumerType: 'REGISTERED' })],
  ])('stays hidden while %s', async (_when, profile) => {
    const client = renderBanner(profile);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(/Employee discount/)).not.toBeInTheDocument();
  });
});
