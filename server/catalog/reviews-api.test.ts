import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { headerNames } from '@/lib/contracts/headers';
import {
  REVIEW_FLAG_HIDE_THRESHOLD,
  REVIEW_LIMITS,
  questionsResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  voteResponseSchema,
} from '@/lib/contracts/reviews';
import { resetEnvForTests } from '../config/env';
import { SEED_IDS } from '../db/seed/fixtures';
import { firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';

const { call } = setupSeededApi(20);

const shoe = SEED_IDS.regularShoe;
const reviewsPath = (productId: string, query = '') =>
  `/products/v1/products/${productId}/reviews${query}`;
const asVisitor = (session: string) => ({ [headerNames.sessionId]: session });

async function listReviews(productId: string, query = '') {
  const reply = await call(reviewsPath(productId, query));
  expect(reply.status).toBe(200);
  return reviewsResponseSchema.parse(reply.json);
}

async function writeReview(productId: string, body: Record<string, unknown>) {
  return call(reviewsPath(productId), {
    method: 'POST',
    body: { rating: 4, title: 'Nice', text: 'Fits well.', nickname: 'Tester', ...body },
  });
}

describe('reviews list', () => {
  it('summarises the ratings and pages through the seeded reviews', async () => {
    const first = await listReviews(shoe, '?pageSize=5');
    expect(first.summary.count).toBe(12);
    expect(first.summary.distribution.map((d) => d.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(first.summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(12);
    const mean = first.summary.distribution.reduce((sum, d) => sum + d.rating * d.count, 0) / 12;
    expect(first.summary.average).toBe(Math.round(mean * 10) / 10);
    expect(first.pageCount).toBe(3);
    expect(first.reviews).toHaveLength(5);
    const third = await listReviews(shoe, '?pageSize=5&page=3');
    expect(third.reviews).toHaveLength(2);
    const ids = new Set([...first.reviews, ...third.reviews].map((r) => r.id));
    expect(ids.size).toBe(7);
  });

  it('sorts by newest, highest, lowest and most helpful', async () => {
    const newest = await listReviews(shoe, '?pageSize=50&sort=newest');
    const dates = newest.reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const highest = await listReviews(shoe, '?pageSize=50&sort=highest');
    expect(highest.reviews.map((r) => r.rating)).toEqual(
      [...highest.reviews.map((r) => r.rating)].sort((a, b) => b - a),
    );
    const lowest = await listReviews(shoe, '?pageSize=50&sort=lowest');
    expect(lowest.reviews[0]!.rating).toBe(Math.min(...lowest.reviews.map((r) => r.rating)));
    const helpful = await listReviews(shoe, '?pageSize=50&sort=helpful');
    const net = helpful.reviews.map((r) => r.helpfulCount - r.unhelpfulCount);
    expect(net).toEqual([...net].sort((a, b) => b - a));
  });

  it('refuses an unknown sort and an unknown product', async () => {
    const badSort = await call(reviewsPath(shoe, '?sort=random'));
    expect(badSort.status).toBe(400);
    expect(firstError(badSort.json).errorId).toBe('ATTR200');
    const missing = await call(reviewsPath('ZZ99999999'));
    expect(missing.status).toBe(404);
    expect(firstError(missing.json).errorId).toBe('PLP400');
  });

  it('offers no translation while no provider is configured', async () => {
    const list = await listReviews(shoe);
    expect(list.canTranslate).toBe(false);
    const reply = await call(`/products/v1/review/${list.reviews[0]!.id}/translate`, {
      method: 'POST',
      body: { language: 'fr' },
    });
    expect(reply.status).toBe(404);
  });
});

describe('writing a review', () => {
  it('publishes a review that then shows first among the newest', async () => {
    const product = SEED_IDS.priceRange;
    const before = await listReviews(product);
    const reply = await writeReview(product, { rating: 5, title: 'Bouncy', text: 'Love it.' });
    expect(reply.status).toBe(201);
    const review = reviewSchema.parse(reply.json);
    expect(review.locale).toBe('en-us');
    const after = await listReviews(product);
    expect(after.summary.count).toBe(before.summary.count + 1);
    expect(after.reviews[0]!.id).toBe(review.id);
  });

  it('answers REV410 when the text is longer than the limit, on the text field', async () => {
    const reply = await writeReview(shoe, { text: 'a'.repeat(REVIEW_LIMITS.textMax + 1) });
    expect(reply.status).toBe(400);
    const error = firstError(reply.json);
    expect(error.errorId).toBe('REV410');
    expect(error.field).toBe('body.text');
    const atLimit = await writeReview(SEED_IDS.accessory, {
      text: 'a'.repeat(REVIEW_LIMITS.textMax),
    });
    expect(atLimit.status).toBe(201);
  });

  it('refuses a rating outside 1 to 5 and a missing title', async () => {
    const zero = await writeReview(shoe, { rating: 0 });
    expect(firstError(zero.json).errorId).toBe('ATTR200');
    const noTitle = await writeReview(shoe, { title: undefined });
    expect(firstError(noTitle.json).errorId).toBe('ATTR100');
  });
});

describe('voting and flagging', () => {
  it('counts one vote per voter, lets a voter change their mind', async () => {
    const [review] = (await listReviews(SEED_IDS.markedDown)).reviews;
    const path = `/products/v1/products/${SEED_IDS.markedDown}/review/${review!.id}/vote`;
    const vote = (session: string, value: string) =>
      call(path, { method: 'POST', body: { vote: value }, headers: asVisitor(session) });

    const first = voteResponseSchema.parse((await vote('voter-session-01', 'helpful')).json);
    expect(first.helpfulCount).toBe(review!.helpfulCount + 1);
    const again = voteResponseSchema.parse((await vote('voter-session-01', 'helpful')).json);
    expect(again.helpfulCount).toBe(first.helpfulCount);
    const switched = voteResponseSchema.parse((await vote('voter-session-01', 'unhelpful')).json);
    expect(switched.helpfulCount).toBe(review!.helpfulCount);
    expect(switched.unhelpfulCount).toBe(review!.unhelpfulCount + 1);
    const other = voteResponseSchema.parse((await vote('voter-session-02', 'helpful')).json);
    expect(other.helpfulCount).toBe(review!.helpfulCount + 1);
  });

  it('hides a review once enough different shoppers flag it', async () => {
    const product = SEED_IDS.outOfStock;
    const before = await listReviews(product);
    const target = before.reviews[0]!;
    const flag = (session: string) =>
      call(`/products/v1/products/${product}/review/${target.id}/flag`, {
        method: 'POST',
        body: { reason: 'spam' },
        headers: asVisitor(session),
      });
    // The same shopper flagging twice counts once.
    expect((await flag('flagger-0')).status).toBe(200);
    expect((await flag('flagger-0')).status).toBe(200);
    for (let n = 1; n < REVIEW_FLAG_HIDE_THRESHOLD - 1; n += 1) await flag(`flagger-${n}`);
    expect((await listReviews(product)).reviews.map((r) => r.id)).toContain(target.id);
    await flag(`flagger-${REVIEW_FLAG_HIDE_THRESHOLD - 1}`);
    const after = await listReviews(product);
    expect(after.reviews.map((r) => r.id)).not.toContain(target.id);
    expect(after.summary.count).toBe(before.summary.count - 1);
  });

  it('answers 404 for a review of another product and ATTR200 for a malformed id', async () => {
    const [review] = (await listReviews(shoe)).reviews;
    const wrongProduct = await call(
      `/products/v1/products/${SEED_IDS.accessory}/review/${review!.id}/vote`,
      { method: 'POST', body: { vote: 'helpful' } },
    );
    expect(wrongProduct.status).toBe(404);
    const malformed = await call(`/products/v1/products/${shoe}/review/not-a-uuid/vote`, {
      method: 'POST',
      body: { vote: 'helpful' },
    });
    expect(firstError(malformed.json).errorId).toBe('ATTR200');
  });
});

describe('questions and answers', () => {
  const questionsPath = `/products/v1/products/${SEED_IDS.regularApparel}/reviews/questions`;

  it('lists seeded questions with answers, most helpful answer first', async () => {
    const reply = await call(questionsPath);
    const list = questionsResponseSchema.parse(reply.json);
    expect(list.total).toBe(3);
    const answered = list.questions.find((q) => q.answers.length > 1)!;
    expect(answered.answers[0]!.helpfulCount).toBeGreaterThanOrEqual(
      answered.answers[1]!.helpfulCount,
    );
  });

  it('asks, answers and votes once per voter on the answer', async () => {
    const asked = await call(questionsPath, {
      method: 'POST',
      body: { text: 'Does it shrink in the wash?', nickname: 'Robin' },
    });
    expect(asked.status).toBe(201);
    const questionId = (asked.json as { id: string }).id;
    const answered = await call(`${questionsPath}/${questionId}/answers`, {
      method: 'POST',
      body: { text: 'Not at 30 degrees.', nickname: 'Kim' },
    });
    expect(answered.status).toBe(201);
    const answerId = (answered.json as { id: string }).id;
    const votePath = `/products/v1/products/${SEED_IDS.regularApparel}/review/${answerId}/questions/vote`;
    const vote = () =>
      call(votePath, {
        method: 'POST',
        body: { vote: 'helpful' },
        headers: asVisitor('qa-voter-session-1'),
      });
    await vote();
    const twice = voteResponseSchema.parse((await vote()).json);
    expect(twice.helpfulCount).toBe(1);
    const list = questionsResponseSchema.parse((await call(questionsPath)).json);
    expect(list.questions[0]!.id).toBe(questionId);
    expect(list.questions[0]!.answers[0]).toMatchObject({ id: answerId, helpfulCount: 1 });
  });

  it('refuses an empty question and an answer to an unknown question', async () => {
    const empty = await call(questionsPath, {
      method: 'POST',
      body: { text: '   ', nickname: 'Robin' },
    });
    expect(empty.status).toBe(400);
    const unknown = await call(`${questionsPath}/${crypto.randomUUID()}/answers`, {
      method: 'POST',
      body: { text: 'Hello there', nickname: 'Kim' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('translation with a provider configured', () => {
  const providerUrl = 'https://translate.example.test/translate';
  const provider = setupServer(
    http.post(providerUrl, async ({ request }) => {
      const body = (await request.json()) as { q: string; target: string };
      return HttpResponse.json({ translatedText: `[${body.target}] ${body.q}` });
    }),
  );

  afterEach(() => {
    provider.close();
    delete process.env.TRANSLATION_API_URL;
    resetEnvForTests();
  });

  it('shows the translate option and translates title and text', async () => {
    provider.listen({ onUnhandledRequest: 'bypass' });
    process.env.TRANSLATION_API_URL = providerUrl;
    resetEnvForTests();
    const list = await listReviews(shoe);
    expect(list.canTranslate).toBe(true);
    const review = list.reviews[0]!;
    const reply = await call(`/products/v1/review/${review.id}/translate`, {
      method: 'POST',
      body: { language: 'de' },
    });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({
      title: `[de] ${review.title}`,
      text: `[de] ${review.text}`,
    });
  });
});
