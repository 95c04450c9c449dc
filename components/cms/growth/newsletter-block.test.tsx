import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { canvasComponentSchema } from '@/lib/contracts/content';
import en from '@/messages/en.json';
import { errorReply } from '@/mocks/auth-handlers';
import { CommerceProvider } from '@/services/commerce-context';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { NewsletterBlock } from './newsletter-block';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const t = en.Newsletter;
const subscribeUrl = '*/api/consumers-v3/consumer/subscription';

function renderBlock(fields: Record<string, unknown> = {}) {
  const block = canvasComponentSchema.parse({
    type: 'newsletter',
    id: 'home-newsletter',
    title: 'Run with us',
    text: 'Training plans once a week.',
    ...fields,
  });
  if (block.type !== 'newsletter') throw new Error('not a newsletter block');
  renderWithIntl(
    <QueryClientProvider client={new QueryClient()}>
      <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
        <NewsletterBlock block={block} />
      </CommerceProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function subscribe(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole('form', { name: 'Run with us' });
  await user.type(within(form).getByLabelText(t.email), 'reader@example.com');
  await user.click(within(form).getByRole('checkbox'));
  await user.click(within(form).getByRole('button', { name: t.submit }));
}

describe('the newsletter block', () => {
  it("names the footer's form with the editor's title and shows their text", async () => {
    renderBlock();
    const section = screen.getByRole('region', { name: 'Run with us' });
    expect(within(section).getByText('Training plans once a week.')).toBeVisible();
    const form = await within(section).findByRole('form', { name: 'Run with us' });
    // The editor's title replaces the footer form's own heading.
    expect(within(form).queryByRole('heading')).toBeNull();
  });

  it('subscribes from the page, saying where, and thanks the visitor', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(subscribeUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ subscribed: true });
      }),
    );
    const user = renderBlock();
    await subscribe(user);
    expect(await screen.findByRole('heading', { name: t.successHeading })).toHaveFocus();
    expect(bodies).toEqual([
      expect.objectContaining({ email: 'reader@example.com', source: 'page' }),
    ]);
  });

  it("shows the server's message when the subscription fails, keeping what was typed", async () => {
    server.use(
      http.post(subscribeUrl, () =>
        errorReply(429, 'SUB429', 'Too many newsletter requests from this address.'),
      ),
    );
    const user = renderBlock();
    await subscribe(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.ApiErrors.SUB429);
    expect(screen.getByLabelText(t.email)).toHaveValue('reader@example.com');
  });

  it("uses the editor's background and placement", () => {
    renderBlock({ background: '#f3efe7', alignment: 'center' });
    const section = screen.getByRole('region', { name: 'Run with us' });
    expect(section).toHaveStyle({ backgroundColor: '#f3efe7' });
    expect(within(section).getByRole('heading', { name: 'Run with us' }).parentElement).toHaveClass(
      'mx-auto',
    );
  });

  it('refuses a background the form would be unreadable on', () => {
    const dark = canvasComponentSchema.safeParse({
      type: 'newsletter',
      id: 'dark',
      title: 'Run with us',
      background: '#1f2a24',
    });
    expect(dark.success).toBe(false);
    expect(dark.error?.issues[0]?.path).toEqual(['background']);
  });
});
