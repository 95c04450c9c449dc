import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@/lib/contracts/subscriptions';
import en from '@/messages/en.json';
import { authHandlers, profileReply, testConsumer } from '@/mocks/auth-handlers';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { CommunicationPreferences } from './communication-preferences';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const t = en.Communication;
const path = '*/api/consumers-v3/consumer/subscription';

const view = (overrides: Partial<SubscriptionView>): SubscriptionView => ({
  type: 'Newsletter',
  channel: 'email',
  recipient: testConsumer.email,
  optin: true,
  doubleOptin: false,
  optinDate: '2026-03-01T10:00:00.000Z',
  optoutDate: null,
  doubleOptinDate: null,
  source: 'account',
  ...overrides,
});

function renderPage() {
  const updates: unknown[] = [];
  // Handlers given first win: the profile with a phone replaces the mock's.
  server.use(
    http.get('*/api/consumers-v3/consumer/profile', () =>
      HttpResponse.json({
        ...profileReply(),
        consumerDetails: { ...profileReply().consumerDetails, phone: '2025550143', phoneCode: '1' },
      }),
    ),
    http.get(path, () =>
      HttpResponse.json({
        subscriptions: [],
        notificationPreferences: { orderUpdates: true },
      }),
    ),
    http.put(path, async ({ request }) => {
      const body = (await request.json()) as { channel: 'email' | 'sms' };
      updates.push(body);
      return HttpResponse.json(
        view({
          channel: body.channel,
          recipient: body.channel === 'sms' ? '+12025550143' : testConsumer.email,
        }),
      );
    }),
    ...authHandlers({ signedIn: true }).handlers,
  );
  const { wrapper } = createCommerceWrapper();
  render(<CommunicationPreferences />, { wrapper });
  return { user: userEvent.setup(), updates };
}

describe('CommunicationPreferences', () => {
  it('opts in to the email newsletter and says a confirmation is awaited', async () => {
    const { user, updates } = renderPage();
    const email = await screen.findByRole('region', { name: t.email.title });
    expect(within(email).getByText(t.status.off)).toBeVisible();
    await user.click(within(email).getByRole('checkbox', { name: t.email.label }));
    expect(await within(email).findByText(/Waiting for confirmation/)).toBeVisible();
    expect(updates).toEqual([{ type: 'Newsletter', channel: 'email', optin: true }]);
  });

  it('opts in to text messages only once the SMS terms are accepted', async () => {
    const { user, updates } = renderPage();
    const sms = await screen.findByRole('region', { name: t.sms.title });
    await user.click(within(sms).getByRole('checkbox', { name: en.SignUp.sms.label }));
    const terms = within(sms).getByRole('region', { name: en.SignUp.sms.termsTitle });
    expect(updates).toEqual([]);
    await user.click(within(terms).getByRole('button', { name: en.SignUp.sms.accept }));
    expect(await within(sms).findByText(/\+12025550143/)).toBeVisible();
    expect(updates).toEqual([
      { type: 'Newsletter', channel: 'sms', optin: true, smsTermsAccepted: true },
    ]);
  });
});
