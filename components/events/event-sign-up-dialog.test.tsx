import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { authHandlers, errorReply, testConsumer } from '@/mocks/auth-handlers';
import { signUpHandlers } from '@/mocks/sign-up-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import type { EventSignUpDetails } from './event-details';
import { EventSignUp } from './event-sign-up';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  useAuthStore.getState().signedOut();
  useDialogStore.setState({ stack: [] });
});

const weekend: EventSignUpDetails = {
  eventId: 'trail-weekend',
  title: 'Trail Weekend',
  days: [
    { value: '2027-01-09', label: '01/09/2027' },
    { value: '2027-01-10', label: '01/10/2027' },
  ],
  enablePlusOne: true,
  terms: 'Places are personal.',
  submitCtaLabel: 'Confirm my place',
  confirmationTitle: 'You are on the list!',
  confirmationSubtitle: 'Details are in your inbox.',
};

const REGISTRATION = '*/api/consumers-v3/consumer/event-registration';

function renderEvent(
  event: EventSignUpDetails,
  { signedIn, reply }: { signedIn: boolean; reply?: (body: Record<string, unknown>) => Response },
) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    ...authHandlers({ signedIn }).handlers,
    ...signUpHandlers().handlers,
    http.post(REGISTRATION, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return (
        reply?.(body) ??
        HttpResponse.json(
          {
            eventId: body.eventId,
            attendingDays: String(body.attendingDays).split(','),
            plusOne: body.plusOne,
            registeredAt: '2026-11-26T10:00:00.000Z',
          },
          { status: 201 },
        )
      );
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <EventSignUp event={event} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  // The dialog's code loads on this first open.
  return screen.findByRole('dialog', { name: 'Trail Weekend' }, { timeout: 15_000 });
};

describe('the event sign-up dialog', () => {
  it('asks a visitor to sign in, moves to Create account and back, then joins once signed in', async () => {
    const { user } = renderEvent(weekend, { signedIn: false });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByText('Step 1 of 2')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByLabelText('First name')).toBeInTheDocument();
    // The switch back follows the sign-up form.
    await user.click(within(dialog).getAllByRole('button', { name: 'Sign in' }).at(-1)!);

    await user.type(await within(dialog).findByLabelText('Email'), testConsumer.email);
    await user.type(within(dialog).getByLabelText('Password'), testConsumer.password);
    await user.click(within(dialog).getAllByRole('button', { name: 'Sign in' })[0]!);

    expect(await within(dialog).findByText('Step 2 of 2')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue(testConsumer.email)).toBeDisabled();
  }, 30_000);

  it('takes a signed-in shopper straight to the join form and sends the registration', async () => {
    const { user, sent } = renderEvent(weekend, { signedIn: true });
    const dialog = await openDialog(user);
    expect(await within(dialog).findByDisplayValue(testConsumer.email)).toBeDisabled();
    const days = within(dialog).getByRole('group', { name: 'Days you will attend' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['01/09/2027', '01/10/2027']);
    await user.click(within(days).getByLabelText('01/09/2027'));

    await user.click(within(dialog).getByLabelText("I'm bringing a guest"));
    await user.type(within(dialog).getByLabelText("Guest's full name"), 'Guest #2');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my place' }));
    expect(await within(dialog).findByText('Guest name is not valid.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please tick this box to continue')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText("Guest's full name"));
    await user.type(within(dialog).getByLabelText("Guest's full name"), 'Zoë Martin');
    await user.click(within(dialog).getByLabelText('I accept the event terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my place' }));

    const confirmation = await within(dialog).findByRole('region', {
      name: 'You are on the list!',
    });
    expect(sent[0]).toMatchObject({
      email: testConsumer.email,
      eventId: 'trail-weekend',
      attendingDays: '2027-01-10',
      eventTermsAccepted: true,
      plusOne: 'Zoë Martin',
    });
    await user.click(within(confirmation).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useDialogStore.getState().stack).toEqual([]);
  }, 30_000);

  it('shows a refusal in an alert the shopper can dismiss, keeping what they typed', async () => {
    const { user } = renderEvent(weekend, {
      signedIn: true,
      reply: () => errorReply(409, 'EVT410', 'This event is full.'),
    });
    const dialog = await openDialog(user);
    await user.click(await within(dialog).findByLabelText("I'm bringing a guest"));
    await user.type(within(dialog).getByLabelText("Guest's full name"), 'Zoë Martin');
    await user.click(within(dialog).getByLabelText('I accept the event terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my place' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, this event is full.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText("Guest's full name")).toHaveValue('Zoë Martin');
  });

  it('has no days picker or guest for a one-day event without a plus-one', async () => {
    const { user, sent } = renderEvent(
      { ...weekend, days: [weekend.days[0]!], enablePlusOne: false },
      { signedIn: true },
    );
    const dialog = await openDialog(user);
    await within(dialog).findByDisplayValue(testConsumer.email);
    expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("I'm bringing a guest")).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('I accept the event terms'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm my place' }));
    await within(dialog).findByRole('heading', { name: 'You are on the list!' });
    expect(sent[0]).toMatchObject({ attendingDays: '2027-01-09', plusOne: '' });
  });
});
