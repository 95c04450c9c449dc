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
import { CONTRIBUTION_LIMITS } from './contribution-limits';
import { SEED_IDS } from '../db/seed/fixtures';
import { CLIENT_ADDRESS_HEADER } from '../entry/client-address.mjs';
import { CookieJar, firstError } from '../testing/test-api';
import { setupSeededApi } from '../testing/seeded-api';

const { call } = setupSeededApi(20);

type CallInit = NonNullable<Parameters<typeof call>[1]>;

/** A browser with its own guest session, at a client address (TEST-NET by default). */
async function guest(address = '198.51.100.1') {
  const jar = new CookieJar();
  await call('/token/v2/auth/token', { method: 'POST', body: { type: 'Guest' }, jar });
  return (path: string, init: CallInit = {}) =>
    call(path, { ...init, jar, headers: { [CLIENT_ADDRESS_HEADER]: address, ...init.headers } });
}

const shoe = SEED_IDS.regularShoe;
const reviewsPath = (productId: string, query = '') =>
  `/products/v1/products/${productId}/reviews${query}`;

async function listReviews(productId: string, query = '') {
  const reply = await call(reviewsPath(productId, query));
  expect(reply.status).toBe(200);
  return reviewsResponseSchema.parse(reply.json);
}

async function writeReview(productId: string, body: Record<string, unknown>) {
  return (await guest())(reviewsPath(productId), {
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
    const vote = async (voter: Awaited<ReturnType<typeof guest>>, value: string) =>
      voteResponseSchema.parse((await voter(path, { method: 'POST', body: { vote: value } })).json);
    const shopper = await guest('198.51.100.11');

    const first = await vote(shopper, 'helpful');
    expect(first.helpfulCount).toBe(review!.helpfulCount + 1);
    const again = await vote(shopper, 'helpful');
    expect(again.helpfulCount).toBe(first.helpfulCount);
    const switched = await vote(shopper, 'unhelpful');
    expect(switched.helpfulCount).toBe(review!.helpfulCount);
    expect(switched.unhelpfulCount).toBe(review!.unhelpfulCount + 1);
    const other = await vote(await guest('198.51.100.12'), 'helpful');
    expect(other.helpfulCount).toBe(review!.helpfulCount + 1);
  });

  it('hides a review once enough different shoppers flag it', async () => {
    const product = SEED_IDS.outOfStock;
    const before = await listReviews(product);
    const target = before.reviews[0]!;
    const flag = (flagger: Awaited<ReturnType<typeof guest>>) =>
      flagger(`/products/v1/products/${product}/review/${target.id}/flag`, {
        method: 'POST',
        body: { reason: 'spam' },
      });
    // The same shopper flagging twice counts once.
    const first = await guest('198.51.100.20');
    expect((await flag(first)).status).toBe(200);
    expect((await flag(first)).status).toBe(200);
    for (let n = 1; n < REVIEW_FLAG_HIDE_THRESHOLD - 1; n += 1) {
      await flag(await guest(`198.51.100.2${n}`));
    }
    expect((await listReviews(product)).reviews.map((r) => r.id)).toContain(target.id);
    await flag(await guest(`198.51.100.2${REVIEW_FLAG_HIDE_THRESHOLD - 1}`));
    const after = await listReviews(product);
    expect(after.reviews.map((r) => r.id)).not.toContain(target.id);
    expect(after.summary.count).toBe(before.summary.count - 1);
  });

  it('answers 404 for a review of another product and ATTR200 for a malformed id', async () => {
    const [review] = (await listReviews(shoe)).reviews;
    const shopper = await guest();
    const wrongProduct = await shopper(
      `/products/v1/products/${SEED_IDS.accessory}/review/${review!.id}/vote`,
      { method: 'POST', body: { vote: 'helpful' } },
    );
    expect(wrongProduct.status).toBe(404);
    const malformed = await shopper(`/products/v1/products/${shoe}/review/not-a-uuid/vote`, {
      method: 'POST',
      body: { vote: 'helpful' },
    });
    expect(firstError(malformed.json).errorId).toBe('ATTR200');
  });
});

describe('who may vote, flag and write', () => {
  const reviewPath = async (product: string) => {
    const [review] = (await listReviews(product)).reviews;
    return `/products/v1/products/${product}/review/${review!.id}`;
  };

  it('refuses a caller without a session, whatever session id header it sends', async () => {
    const path = await reviewPath(shoe);
    const headers = { [headerNames.sessionId]: 'made-up-session-01' };
    for (const [target, body] of [
      [`${path}/vote`, { vote: 'helpful' }],
      [`${path}/flag`, { reason: 'spam' }],
      [reviewsPath(shoe), { rating: 5, title: 'Hi', text: 'Great.', nickname: 'Anon' }],
    ] as const) {
      const reply = await call(target, { method: 'POST', body, headers });
      expect(reply.status).toBe(401);
      expect(firstError(reply.json).errorId).toBe('AUT404');
    }
  });

  it('counts one vote per session, however many session id headers the client sends', async () => {
    const path = await reviewPath(SEED_IDS.priceRange);
    const before = (await listReviews(SEED_IDS.priceRange)).reviews[0]!;
    const shopper = await guest('198.51.100.40');
    let last = before.helpfulCount;
    for (let n = 10; n < 25; n += 1) {
      const reply = await shopper(`${path}/vote`, {
        method: 'POST',
        body: { vote: 'helpful' },
        headers: { [headerNames.sessionId]: `made-up-session-${n}` },
      });
      if (reply.status === 200) last = voteResponseSchema.parse(reply.json).helpfulCount;
    }
    expect(last).toBe(before.helpfulCount + 1);
  });

  it('keeps a review flagged by many guests from one address', async () => {
    const product = SEED_IDS.regularApparel;
    const path = await reviewPath(product);
    for (let n = 0; n < REVIEW_FLAG_HIDE_THRESHOLD + 2; n += 1) {
      const flagger = await guest('198.51.100.50');
      const reply = await flagger(`${path}/flag`, {
        method: 'POST',
        body: { reason: 'spam' },
        headers: { [headerNames.sessionId]: `made-up-flagger-${n}` },
      });
      expect(reply.status).toBe(200);
    }
    const reviewId = path.split('/').at(-1);
    expect((await listReviews(product)).reviews.map((r) => r.id)).toContain(reviewId);
  });

  it('stops guests minted at one address from stuffing votes on one review', async () => {
    const path = await reviewPath(SEED_IDS.partlyOutOfStock);
    const before = (await listReviews(SEED_IDS.partlyOutOfStock)).reviews[0]!;
    const replies = [];
    for (let n = 0; n < CONTRIBUTION_LIMITS.votesPerItem.perAddress + 3; n += 1) {
      const voter = await guest('198.51.100.60');
      replies.push(await voter(`${path}/vote`, { method: 'POST', body: { vote: 'helpful' } }));
    }
    const allowed = CONTRIBUTION_LIMITS.votesPerItem.perAddress;
    expect(replies.slice(0, allowed).map((reply) => reply.status)).toEqual(
      Array(allowed).fill(200),
    );
    const refused = replies.at(-1)!;
    expect(refused.status).toBe(403);
    expect(firstError(refused.json).errorId).toBe('AUT403');
    const after = (await listReviews(SEED_IDS.partlyOutOfStock)).reviews[0]!;
    expect(after.helpfulCount).toBe(before.helpfulCount + allowed);
  });

  it('limits how many reviews and questions one shopper writes in an hour', async () => {
    const writer = await guest('198.51.100.70');
    const statuses = [];
    for (let n = 0; n <= CONTRIBUTION_LIMITS.writes.perShopper; n += 1) {
      const target =
        n % 2 ? reviewsPath(SEED_IDS.accessory) : `${reviewsPath(SEED_IDS.accessory)}/questions`;
      const body =
        n % 2
          ? { rating: 3, title: 'Ok', text: `Review ${n}`, nickname: 'Writer' }
          : { text: `Question ${n}?`, nickname: 'Writer' };
      statuses.push((await writer(target, { method: 'POST', body })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(403);
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
    const asker = await guest();
    const asked = await asker(questionsPath, {
      method: 'POST',
      body: { text: 'Does it shrink in the wash?', nickname: 'Robin' },
    });
    expect(asked.status).toBe(201);
    const questionId = (asked.json as { id: string }).id;
    const answered = await (
      await guest()
    )(`${questionsPath}/${questionId}/answers`, {
      method: 'POST',
      body: { text: 'Not at 30 degrees.', nickname: 'Kim' },
    });
    expect(answered.status).toBe(201);
    const answerId = (answered.json as { id: string }).id;
    const votePath = `/products/v1/products/${SEED_IDS.regularApparel}/review/${answerId}/questions/vote`;
    const voter = await guest('198.51.100.30');
    const vote = () => voter(votePath, { method: 'POST', body: { vote: 'helpful' } });
    await vote();
    const twice = voteResponseSchema.parse((await vote()).json);
    expect(twice.helpfulCount).toBe(1);
    const list = questionsResponseSchema.parse((await call(questionsPath)).json);
    expect(list.questions[0]!.id).toBe(questionId);
    expect(list.questions[0]!.answers[0]).toMatchObject({ id: answerId, helpfulCount: 1 });
  });

  it('refuses an empty question and an answer to an unknown question', async () => {
    const shopper = await guest();
    const empty = await shopper(questionsPath, {
      method: 'POST',
      body: { text: '   ', nickname: 'Robin' },
    });
    expect(empty.status).toBe(400);
    const unknown = await shopper(`${questionsPath}/${crypto.randomUUID()}/answers`, {
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
