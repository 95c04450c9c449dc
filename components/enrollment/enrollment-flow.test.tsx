import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InterestsDialog } from '@/components/auth/interests-dialog';
import { WelcomeDialog } from '@/components/auth/welcome-dialog';
import type { ProfileResponse } from '@/lib/contracts/auth';
import en from '@/messages/en.json';
import {
  authHandlers,
  errorReply,
  profileReply,
  testConsumer,
  type MockRefusal,
} from '@/mocks/auth-handlers';
import { consumerHandlers } from '@/mocks/consumer-handlers';
import { signUpHandlers } from '@/mocks/sign-up-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { profileQueryKey } from '@/services/use-session';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SignInConfirmationDialog } from './sign-in-confirmation-dialog';
import { SignInDialog } from './sign-in-dialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  useAuthStore.getState().signedOut();
  useCartStore.getState().clearCart();
  useDialogStore.setState({ stack: [] });
});

const fullProfile: ProfileResponse = {
  ...profileReply(),
  consumerDetails: {
    ...profileReply().consumerDetails,
    phone: '2025550143',
    phoneCode: '1',
    postalCode: '10001',
    birthDate: '1990-12-10',
  },
};

function withDetails(details: Partial<ProfileResponse['consumerDetails']>): ProfileResponse {
  return { ...profileReply(), consumerDetails: { ...profileReply().consumerDetails, ...details } };
}

/**
 * The layout's dialogs around the simplified sign-in dialog. A guest by default; `signedInAs`
 * starts with that profile already read, as on a page where the shopper is signed in.
 */
function renderFlow(
  options: {
    registeredEmails?: string[];
    profile?: ProfileResponse;
    signedInAs?: ProfileResponse;
    refuseSignIn?: MockRefusal;
  } = {},
) {
  const auth = authHandlers({
    signedIn: Boolean(options.signedInAs),
    refuseSignIn: options.refuseSignIn,
  });
  const signedIn = () =>
    Boolean(options.signedInAs) || auth.log.token.some((body) => body.type === 'Registered');
  const consumer = consumerHandlers({
    profile: options.signedInAs ?? options.profile,
    registeredEmails: options.registeredEmails,
    signedIn,
  });
  const signUp = signUpHandlers();
  // The consumer mock's profile read comes first: it answers the updates made so far.
  server.use(...consumer.handlers, ...auth.handlers, ...signUp.handlers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.signedInAs) client.setQueryData(profileQueryKey, options.signedInAs);
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <SignInDialog simplified />
        <SignInConfirmationDialog />
        <InterestsDialog />
        <WelcomeDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  act(() => useDialogStore.getState().openDialog('signIn'));
  return { auth: auth.log, consumer: consumer.log, signUp: signUp.log, user: userEvent.setup() };
}

const flowDialog = () => screen.getByRole('dialog', { name: 'Sign in or create an account' });

/** The step heading a keyboard user lands on. */
async function expectStep(name: string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  await waitFor(() => expect(heading).toHaveFocus());
  return heading;
}

async function lookUp(user: ReturnType<typeof userEvent.setup>, email: string) {
  await expectStep('What is your email?');
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await expectStep('Welcome back');
  await user.type(screen.getByLabelText('Password'), testConsumer.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

// Typing into several steps key by key takes seconds under a loaded machine.
describe('EnrollmentFlow', { timeout: 20_000 }, () => {
  it('signs in an existing email and, with nothing to complete, confirms the sign-in', async () => {
    const { consumer, user } = renderFlow({
      registeredEmails: [testConsumer.email],
      profile: fullProfile,
    });
    await lookUp(user, testConsumer.email);
    expect(consumer.lookups).toEqual([
      { email: testConsumer.email, recaptcha: expect.stringMatching(/^offline\.login\./) },
    ]);
    expect(screen.getByLabelText('Email')).toHaveValue(testConsumer.email);

    await signIn(user);
    const confirmation = await screen.findByRole('dialog', { name: 'Signed in as Ada' });
    await waitFor(() => expect(flowDialog()).toHaveAttribute('inert'));
    await user.click(within(confirmation).getByRole('button', { name: 'Continue' }));
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('offers to reset the password or contact us when the sign-in is refused', async () => {
    const { user } = renderFlow({
      registeredEmails: [testConsumer.email],
      refuseSignIn: { status: 401, code: 'AUT401', message: 'Invalid credentials.' },
    });
    await lookUp(user, testConsumer.email);
    await signIn(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The email or password is incorrect.');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/en-us/help/contact-us',
    );
  });

  it('takes a partially enrolled shopper through the sub-steps after sign-in', async () => {
    const { consumer, user } = renderFlow({ registeredEmails: [testConsumer.email] });
    await lookUp(user, testConsumer.email);
    await signIn(user);

    await expectStep('Add your mobile number');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Number')).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
    await user.type(screen.getByLabelText('Number'), '2025550143');
    expect(screen.getByLabelText('Number')).toHaveValue('(202) 555 - 0143');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The names are known; the postal code and the birth date are not.
    await expectStep('Complete your profile');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Postal code'), '10001');
    await user.type(screen.getByLabelText('Date of birth'), '12/10/1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectStep('What are you into?');
    await user.click(screen.getByLabelText('Running'));
    await user.click(screen.getByLabelText('Trail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectStep('Join Stride Members');
    await user.click(screen.getByRole('button', { name: 'Not now' }));

    await expectStep('You are all set');
    expect(consumer.updates).toEqual([
      { consumerProfile: { consumerDetails: { phone: '2025550143', phoneCode: '1' } } },
      { consumerProfile: { consumerDetails: { postalCode: '10001', birthDate: '1990-12-10' } } },
      { consumerProfile: { preferences: { interests: 'running|trail' } } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('lets each sub-step be skipped without a call, and joins the loyalty programme', async () => {
    const { consumer, user } = renderFlow({ signedInAs: withDetails({}) });

    await expectStep('Add your mobile number');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await expectStep('Complete your profile');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await expectStep('What are you into?');
    // Saving without a pick is an empty update: skipped, not sent.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(consumer.updates).toEqual([]);

    await expectStep('Join Stride Members');
    await user.click(screen.getByRole('button', { name: 'Join now' }));
    expect(screen.getByLabelText(/Stride Members terms/)).toHaveAccessibleDescription(
      'Please tick this box to continue',
    );
    await user.click(screen.getByLabelText(/Stride Members terms/));
    await user.click(screen.getByRole('button', { name: 'Join now' }));

    await expectStep('You are all set');
    expect(flowDialog()).toHaveTextContent('You are now a Stride Member');
    expect(consumer.updates).toEqual([
      { consumerProfile: { enrollments: [{ type: 'Loyalty', optin: true }] } },
    ]);
  });

  it('opens a signed-in shopper who has a phone on the profile sub-step', async () => {
    renderFlow({ signedInAs: withDetails({ phone: '2025550143', phoneCode: '1' }) });
    await expectStep('Complete your profile');
  });

  it('signs up a new email, then welcomes the shopper inside the flow', async () => {
    const { signUp, user } = renderFlow();
    await lookUp(user, testConsumer.email);

    await expectStep('Create your account');
    expect(screen.getByLabelText('Email')).toHaveValue(testConsumer.email);
    await user.type(screen.getByLabelText('First name'), testConsumer.firstName);
    await user.type(screen.getByLabelText('Last name'), testConsumer.lastName);
    await user.type(screen.getByLabelText('Password'), testConsumer.password);
    await user.click(screen.getByLabelText('I accept the terms of use'));
    await user.click(screen.getByLabelText('I have read the privacy policy'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const interests = await screen.findByRole('dialog', { name: 'What are you into?' });
    await user.click(within(interests).getByRole('button', { name: 'Skip' }));

    await expectStep('Welcome to Stride, Ada!');
    expect(signUp.signUp).toHaveLength(1);
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['signIn']);
    await user.click(within(flowDialog()).getByRole('button', { name: 'Continue' }));
    // The sign-up form asked for interests already, so the flow does not ask again.
    await expectStep('Add your mobile number');
  });

  it('goes back from each step before the sign-in, keeping the email', async () => {
    const { user } = renderFlow({ registeredEmails: [testConsumer.email] });
    await lookUp(user, testConsumer.email);
    await expectStep('Welcome back');

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await expectStep('Forgot your password?');
    expect(screen.getByLabelText('Email')).toHaveValue(testConsumer.email);
    await user.click(screen.getByRole('button', { name: 'Back' }));

    await expectStep('Welcome back');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('What is your email?');
    expect(screen.getByLabelText('Email')).toHaveValue(testConsumer.email);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'grace@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectStep('Create your account');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('What is your email?');
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
  });

  it('announces a refused lookup and an invalid email', async () => {
    const { consumer, user } = renderFlow();
    await expectStep('What is your email?');
    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(consumer.lookups).toEqual([]);

    server.use(
      http.get('*/api/consumers-v3/consumer/lookup', () =>
        errorReply(403, 'AUT403', 'Too many attempts.'),
      ),
    );
    await user.type(screen.getByLabelText('Email'), '.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What is your email?' })).toBeVisible();
  });

  it('sends a reset link from the forgot-password step', async () => {
    const { user } = renderFlow({ registeredEmails: [testConsumer.email] });
    const requests: unknown[] = [];
    server.use(
      http.post('*/api/consumers-v3/consumer/resetpassword', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ success: true });
      }),
    );
    await lookUp(user, testConsumer.email);
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await expectStep('Forgot your password?');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('we have sent it a link');
    expect(requests).toEqual([{ email: testConsumer.email }]);
  });
});
