import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REVIEW_LIMITS } from '@/lib/contracts/reviews';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { WriteReviewForm } from './write-review-form';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const reviewsUrl = '*/api/products/v1/products/ST00000001/reviews';

function renderForm() {
  const onWritten = vi.fn();
  const { wrapper } = createCommerceWrapper();
  render(<WriteReviewForm productId="ST00000001" onWritten={onWritten} />, { wrapper });
  return { onWritten, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByLabelText('Title'), 'Great shoe');
  // Pasting keeps a 2000-character text fast to enter.
  await user.click(screen.getByLabelText('Your review'));
  await user.paste(text);
  await user.type(screen.getByLabelText('Nickname'), 'Robin');
}

describe('WriteReviewForm', () => {
  it('shows the too-long error (REV410) at the text and sends nothing', async () => {
    let posted = false;
    server.use(
      http.post(reviewsUrl, () => {
        posted = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    const { user, onWritten } = renderForm();
    await fillIn(user, 'a'.repeat(REVIEW_LIMITS.textMax + 1));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const text = screen.getByLabelText('Your review');
    expect(
      await screen.findByText('Your review is too long: at most 2000 characters.'),
    ).toBeVisible();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
    expect(onWritten).not.toHaveBeenCalled();
  });

  it('asks for a rating and the required fields', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the review and reports success', async () => {
    let body: unknown;
    server.use(
      http.post(reviewsUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            id: '00000000-0000-4000-8000-000000000001',
            rating: 4,
            title: 'Great shoe',
            text: 'Fits well.',
            nickname: 'Robin',
            locale: 'en-us',
            createdAt: '2026-01-01T00:00:00.000Z',
            helpfulCount: 0,
            unhelpfulCount: 0,
          },
          { status: 201 },
        );
      }),
    );
    const { user, onWritten } = renderForm();
    await fillIn(user, 'Fits well.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onWritten).toHaveBeenCalled());
    expect(body).toEqual({ rating: 4, title: 'Great shoe', text: 'Fits well.', nickname: 'Robin' });
  });

  it("puts the server's REV410 at the text input", async () => {
    server.use(
      http.post(reviewsUrl, () =>
        HttpResponse.json(
          {
            errorDetails: [{ errorId: 'REV410', message: 'Too long.', field: 'body.text' }],
            appId: 'mock',
            correlationId: 'mock',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, onWritten } = renderForm();
    await fillIn(user, 'Fits well.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your review is too long.')).toBeVisible();
    expect(screen.getByLabelText('Your review')).toHaveAttribute('aria-invalid', 'true');
    expect(onWritten).not.toHaveBeenCalled();
  });
});
