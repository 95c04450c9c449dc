import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyVouchersResponse } from '@/lib/contracts/loyalty';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { VoucherSummary } from './voucher-summary';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const step = (points: number, available: boolean) => ({
  points,
  amountInCurrency: points / 100,
  available,
  eligible: available,
});

function renderSummary(reply: LoyaltyVouchersResponse) {
  server.use(
    http.get('*/api/consumers-v3/consumer/loyalty/vouchers', () => HttpResponse.json(reply)),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us">
        <VoucherSummary />
      </CommerceProvider>
    </QueryClientProvider>,
  );
}

describe('VoucherSummary', () => {
  it('shows the balance, the voucher it buys and which steps are within reach, in words', async () => {
    renderSummary({
      points: 2400,
      currency: 'USD',
      vouchers: [step(500, true), step(1000, true), step(2000, true), step(5000, false)],
      offeredVoucher: step(2000, true),
    });
    expect(await screen.findByText('You have 2,400 points')).toBeVisible();
    expect(
      screen.getByText('You can use 2,000 points for $20.00 off your next order.'),
    ).toBeVisible();
    const steps = screen.getAllByRole('listitem');
    expect(within(steps[3]!).getByText('Not yet')).toBeVisible();
    expect(within(steps[2]!).getByText('Available')).toBeVisible();
  });

  it('says how far the first voucher is when none can be used yet', async () => {
    renderSummary({
      points: 120,
      currency: 'USD',
      vouchers: [step(500, false), step(1000, false), step(2000, false), step(5000, false)],
      offeredVoucher: null,
    });
    expect(
      await screen.findByText('Keep going: 500 points make your first voucher.'),
    ).toBeVisible();
  });
});
