import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Review, ReviewsResponse } from '@/lib/contracts/reviews';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { ReviewsSection } from './reviews-section';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const review = (n: number, locale = 'en-us'): Review => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  rating: 6 - n,
  title: `Title ${n}`,
  text: `Text ${n}`,
  nickname: `Shopper ${n}`,
  locale,
  createdAt: '2026-01-01T00:00:00.000Z',
  helpfulCount: 1,
  unhelpfulCount: 0,
});

function setup(canTranslate: boolean) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/products/v1/products/ST00000001/reviews', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page'));
      const body: ReviewsResponse = {
        productId: 'ST00000001',
        summary: {
          average: 3.8,
          count: 7,
          distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 5 ? 3 : 1 })),
        },
        total: 7,
        page,
        pageSize: 5,
        pageCount: 2,
        sort: (query.get('sort') ?? 'newest') as ReviewsResponse['sort'],
        reviews: page === 1 ? [review(1, 'fr-fr'), review(2)] : [review(3)],
        canTranslate,
      };
      return HttpResponse.json(body);
    }),
    http.post('*/api/products/v1/review/:reviewId/translate', ({ params }) =>
      HttpResponse.json({
        reviewId: String(params.reviewId),
        language: 'en',
        title: 'Translated title',
        text: 'Translated text',
      }),
    ),
  );
  const { wrapper } = createCommerceWrapper();
  render(<ReviewsSection productId="ST00000001" productName="Road Runner" />, { wrapper });
  return { user: userEvent.setup(), asked };
}

describe('ReviewsSection', () => {
  it('shows the summary, sorts and pages through the reviews', async () => {
    const { user, asked } = setup(false);
    expect(await screen.findByText('7 reviews')).toBeVisible();
    expect(screen.getByText('3.8')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest rating');
    expect(asked.at(-1)?.get('sort')).toBe('lowest');
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Title 3')).toBeVisible();
    expect(asked.at(-1)?.get('page')).toBe('2');
    expect(asked.at(-1)?.get('sort')).toBe('lowest');
  });

  it('offers no Translate button while no translation provider is configured', async () => {
    setup(false);
    expect(await screen.findByText('Title 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it('translates a review written in another language when a provider is configured', async () => {
    const { user } = setup(true);
    expect(await screen.findByText('Title 1')).toBeVisible();
    // Only the French review gets the button on this English page.
    const translate = screen.getAllByRole('button', { name: 'Translate' });
    expect(translate).toHaveLength(1);
    await user.click(translate[0]!);
    expect(await screen.findByText('Translated text')).toBeVisible();
  });

  it('votes and reports after renewing a session the server no longer knows', async () => {
    // The server keys votes and flags on the session cookie: an expired one is refused with
    // AUT404; with no refresh cookie either, the guest token call renews it.
    let session = 'expired';
    const sent: string[] = [];
    const refuse = () =>
      HttpResponse.json(
        {
          errorDetails: [{ errorId: 'AUT404', message: 'Cannot authorize.' }],
          appId: 'commerce-api',
          correlationId: 'corr-test-0001',
        },
        { status: 401 },
      );
    server.use(
      http.post('*/api/token/v2/auth/refresh', refuse),
      http.post('*/api/token/v2/auth/token', () => {
        session = 'renewed';
        return HttpResponse.json({
          consumerId: 'guest-1',
          consumerNo: null,
          consumerType: 'GUEST',
          basketId: null,
          favorites: null,
          saveForLaterId: null,
          memberId: null,
          isEmployeeDiscountTCAccepted: false,
          expiresIn: 900,
        });
      }),
      http.post('*/api/products/v1/products/ST00000001/review/:reviewId/vote', ({ params }) => {
        sent.push('vote');
        if (session === 'expired') return refuse();
        return HttpResponse.json({
          id: String(params.reviewId),
          vote: 'helpful',
          helpfulCount: 2,
          unhelpfulCount: 0,
        });
      }),
      http.post('*/api/products/v1/products/ST00000001/review/:reviewId/flag', ({ params }) => {
        sent.push('flag');
        return HttpResponse.json({ reviewId: String(params.reviewId), flagged: true });
      }),
    );
    const { user } = setup(false);
    const first = (await screen.findByText('Title 1')).closest('article')!;
    await user.click(within(first).getByRole('button', { name: 'Yes (1)' }));
    expect(await within(first).findByRole('button', { name: 'Yes (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(first).queryByRole('alert')).toBeNull();
    await user.click(within(first).getByRole('button', { name: 'Report' }));
    expect(await within(first).findByText('Thanks, we will take a look.')).toBeVisible();
    expect(sent).toEqual(['vote', 'vote', 'flag']);
  });
});
