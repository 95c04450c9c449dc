import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import { authHandlers, testConsumer, type MockRefusal } from '@/mocks/auth-handlers';
import { signUpHandlers } from '@/mocks/sign-up-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useDialogStore } from '@/stores/dialog-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { InterestsDialog } from './interests-dialog';
import { SignUpForm, type SignUpFormProps } from './sign-up-form';
import { WelcomeDialog } from './welcome-dialog';
// The form loads its validation on first use; loaded here, it answers the first submit at once.
import '@hookform/resolvers/zod';
import '@/lib/validation/sign-up-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

beforeEach(() => {
  useAuthStore.getState().signedOut();
  useDialogStore.setState({ stack: [] });
});

function renderSignUp(
  options: { now?: Date; refuse?: MockRefusal; props?: Partial<SignUpFormProps> } = {},
) {
  const auth = authHandlers();
  const signUp = signUpHandlers({ now: options.now, refuse: options.refuse });
  server.use(...auth.handlers, ...signUp.handlers);
  const onSignedUp = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <SignUpForm onSignedUp={onSignedUp} {...options.props} />
        <InterestsDialog />
        <WelcomeDialog />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return { log: signUp.log, onSignedUp, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), testConsumer.firstName);
  await user.type(field('Last name'), testConsumer.lastName);
  await user.type(field('Email'), testConsumer.email);
  await user.type(field('Password'), testConsumer.password);
  await user.type(field('Date of birth (optional)'), '12/10/1990');
  await user.click(field('I accept the terms of use'));
  await user.click(field('I have read the privacy policy'));
}

async function skipInterests(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'What are you into?' });
  await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
}

// Typing a whole form key by key takes seconds under a loaded machine.
describe('SignUpForm', { timeout: 20_000 }, () => {
  it('sends the fixed form: ISO birth date, national phone digits, interests and source', async () => {
    const { log, onSignedUp, user } = renderSignUp({
      props: {
        source: {
          store: 'US001',
          campaignName: 'spring-launch',
          leadSource: 'qr-code',
          referralCode: 'FRIEND10',
        },
      },
    });
    await fillValidForm(user);
    await user.clear(field('Password'));
    await user.type(field('Password'), 'sneakers');
    await user.type(field('Number'), '2125550123');
    expect(field('Number')).toHaveValue('(212) 555 - 0123');
    await user.click(field('Text me news and offers (SMS)'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await user.click(submit());
    expect(field('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password does not meet requirements.'),
    );
    expect(field('Password')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(field('Password'));
    await user.type(field('Password'), testConsumer.password);
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    await user.click(submit());

    // Signed in first: the interests dialog asks a member, not a visitor.
    const interests = await screen.findByRole('dialog', { name: 'What are you into?' });
    expect(log.signUp).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ status: 'registered', firstName: 'Ada' });
    expect(onSignedUp).toHaveBeenCalledOnce();
    expect(interests).toHaveTextContent('also subscribes you to our newsletter');
    await user.click(within(interests).getByLabelText('Running'));
    await user.click(within(interests).getByRole('button', { name: 'Continue' }));

    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(welcome).toHaveTextContent('Welcome to Stride, Ada!');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'What are you into?' })).toBeNull(),
    );
    expect(log.profileUpdates).toEqual([
      { consumerProfile: { preferences: { interests: 'running' } } },
    ]);
    // Choosing an interest subscribes to the newsletter, as the dialog said it would.
    expect(log.subscriptions).toEqual([{ type: 'Newsletter', channel: 'email', optin: true }]);
    const [call] = log.signUp;
    expect(call?.source).toBe('qr-code');
    expect(call?.body).toEqual({
      email: testConsumer.email,
      password: testConsumer.password,
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
      phone: '2125550123',
      phoneCode: '1',
      countryCode: 'US',
      loyalty: false,
      newsletter: false,
      smsOptIn: true,
      isTermsConfirmed: true,
      source: { acquisitionType: 'Registered', store: 'US001', campaignName: 'spring-launch' },
      recaptcha_response: expect.stringMatching(/^offline\.register\./),
    });
    expect(log.loyaltyToken).toEqual([
      { usid: '0b7f5a2e-7d0c-4c53-9d0e-5b3c1f1e9a01', referralCode: 'FRIEND10' },
    ]);
  });

  it('ticks each password rule as it is met and announces the count politely', async () => {
    const { user } = renderSignUp();
    const rule = (text: string) => screen.getByText(text).closest('li');
    expect(field('Password')).toHaveAccessibleDescription(
      expect.stringContaining('At least 8 characters'),
    );

    await user.type(field('Password'), 'abc');
    expect(rule('At least one lower-case character')).toHaveAttribute('data-met', 'true');
    expect(rule('At least one upper-case character')).toHaveAttribute('data-met', 'false');
    expect(rule('At least 8 characters')).toHaveTextContent('(not met)');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 4 password requirements met');

    await user.type(field('Password'), 'D1efgh');
    for (const text of [
      'At least 8 characters',
      'At least one number',
      'At least one upper-case character',
      'At least one lower-case character',
    ]) {
      expect(rule(text)).toHaveAttribute('data-met', 'true');
    }
    expect(screen.getByRole('status')).toHaveTextContent('4 of 4 password requirements met');
  });

  it('offers SMS only for a valid phone, and ticking needs Accept on the terms', async () => {
    const { log, user } = renderSignUp();
    await fillValidForm(user);
    const smsBox = () => screen.queryByLabelText('Text me news and offers (SMS)');
    await user.type(field('Number'), '212555');
    expect(smsBox()).not.toBeInTheDocument();
    await user.type(field('Number'), '0123');
    await user.click(smsBox()!);
    const terms = screen.getByRole('region', { name: 'SMS terms' });
    expect(within(terms).getByRole('link', { name: 'SMS terms' })).toHaveAttribute(
      'href',
      '/en-us/sms-terms',
    );

    await user.click(submit());
    expect(smsBox()).toHaveAccessibleDescription(
      expect.stringContaining('Press Accept to agree to the SMS terms, or untick the box.'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.signUp).toHaveLength(0);

    await user.click(within(terms).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'SMS terms' })).not.toBeInTheDocument();
    expect(smsBox()).toHaveFocus();
    expect(screen.getByText('You accepted the SMS terms.')).toBeInTheDocument();
    await user.click(submit());
    await skipInterests(user);
    await waitFor(() => expect(log.signUp).toHaveLength(1));
    expect(log.signUp[0]?.body).toMatchObject({ smsOptIn: true, newsletter: false });
    expect(log.signUp[0]?.body).not.toHaveProperty('interests');
  });

  it('marks the email field invalid when the login is already in use (AUT439)', async () => {
    const { onSignedUp, user } = renderSignUp({
      refuse: { status: 409, code: 'AUT439', message: 'This email is already registered.' },
    });
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(field('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
    // No account, so no member to ask about interests.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the phone field invalid when the number is in use (AUT444)', async () => {
    const { user } = renderSignUp({
      refuse: { status: 409, code: 'AUT444', message: 'This phone number is already in use.' },
    });
    await fillValidForm(user);
    await user.type(field('Number'), '2125550123');
    await user.click(field('Text me news and offers (SMS)'));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await user.click(submit());

    await waitFor(() => expect(field('Number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Number')).toHaveAccessibleDescription(
      expect.stringContaining('This phone number is already in use.'),
    );
  });

  it('focuses the birth date when the server says it is missing (PRO411)', async () => {
    const { user } = renderSignUp({
      refuse: { status: 400, code: 'PRO411', message: 'Birth date is missing.' },
    });
    await fillValidForm(user);
    await user.click(submit());

    const birthDate = field('Date of birth (optional)');
    await waitFor(() => expect(birthDate).toHaveFocus());
    expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    expect(birthDate).toHaveAccessibleDescription(
      expect.stringContaining('This field is required'),
    );
  });

  it('shows other refusals in an alert banner', async () => {
    const { user } = renderSignUp({
      refuse: { status: 403, code: 'AUT403', message: 'The captcha check failed.' },
    });
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not verify you are human. Please try again.',
    );
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it("judges the minimal age by the server's clock, not the device's", async () => {
    const { log, user } = renderSignUp({ now: new Date('2020-01-01T12:00:00Z') });
    await fillValidForm(user);
    await user.clear(field('Date of birth (optional)'));
    // Sixteen years old by today's device clock, but ten by the server's.
    await user.type(field('Date of birth (optional)'), '01/01/2010');
    await user.click(submit());

    expect(field('Date of birth (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('You must be at least 13 years old to create an account.'),
    );
    expect(log.signUp).toHaveLength(0);
  });

  it('prefills the email and enrolls in loyalty with the loyalty terms', async () => {
    const { log, user } = renderSignUp({
      props: { loyalty: true, email: testConsumer.email },
    });
    expect(field('Email')).toHaveValue(testConsumer.email);
    await user.type(field('First name'), testConsumer.firstName);
    await user.type(field('Last name'), testConsumer.lastName);
    await user.type(field('Password'), testConsumer.password);
    await user.click(field('I accept the terms of use'));
    await user.click(field('I have read the privacy policy'));

    const join = screen.getByRole('button', { name: 'Join now' });
    await user.click(join);
    expect(field('I agree to the Stride Members terms')).toHaveAccessibleDescription(
      'Please tick this box to continue',
    );
    await user.click(field('I agree to the Stride Members terms'));
    await user.click(join);
    await skipInterests(user);

    const welcome = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(welcome).toHaveTextContent('you are now a Stride Member');
    expect(log.signUp[0]?.body).toMatchObject({ loyalty: true });
    expect(log.signUp[0]?.body).not.toHaveProperty('birthDate');
  });
});
