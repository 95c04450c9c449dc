import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { NewsletterForm } from './newsletter-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const t = en.Newsletter;

function renderForm() {
  const client = new QueryClient();
  renderWithIntl(
    <QueryClientProvider client={client}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <NewsletterForm />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('NewsletterForm', () => {
  it('asks for a valid email and the policy before sending anything', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText(t.email), 'not-an-email');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(en.Validation.email)).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      en.Validation.requiredCheckbox,
    );
  });

  it('shows the success heading once subscribed, and sends the policy and a captcha token', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/consumers-v3/consumer/subscription', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ subscribed: true });
      }),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText(t.email), 'Reader@Example.com ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('heading', { name: t.successHeading })).toHaveFocus();
    expect(bodies).toEqual([
      expect.objectContaining({
        email: 'Reader@Example.com',
        policy: true,
        source: 'footer',
        recaptcha_response: expect.stringMatching(/^offline\.newsletter\./),
      }),
    ]);
  });

  it('says what went wrong and lets the visitor try again', async () => {
    server.use(
      http.post('*/api/consumers-v3/consumer/subscription', () =>
        errorReply(429, 'SUB429', 'Too many newsletter requests from this address.'),
      ),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText(t.email), 'reader@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: t.submit })).toBeEnabled();
  });
});
