import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '@/lib/contracts/ids';
import {
  answerQuestionRequestSchema,
  askQuestionRequestSchema,
  flagReviewRequestSchema,
  questionsQuerySchema,
  reviewsQuerySchema,
  translateRequestSchema,
  voteRequestSchema,
  writeReviewRequestSchema,
} from '@/lib/contracts/reviews';
import { getEnv } from '../config/env';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import type { CatalogDependencies } from './catalog-dependencies';
import { answerQuestion, askQuestion, listQuestions, voteOnAnswer } from './questions';
import { listReviews } from './review-listing';
import { translateReview } from './review-translation';
import { requireProduct } from './require-product';
import { flagReview, voteOnReview, writeReview } from './review-writes';
import { translatorFromEnv } from './translation';
import { createContributionLimits } from './contribution-limits';
import { authorIdOf, requireContributorKey } from './voter-key';

const id = z.uuid('Not a known id.');
const productParams = z.object({ productId: productIdSchema });
const reviewParams = productParams.extend({ reviewId: id });
const questionParams = productParams.extend({ questionId: id });
const answerParams = productParams.extend({ answerId: id });

const base = '/products/v1/products/:productId';

/**
 * Reviews, their flags, votes and translation, and questions with answers. Writing, voting and
 * flagging need a session and count against the shopper's and the client address's limits
 * (contribution-limits.ts).
 */
export function reviewRoutes({ state, clock }: CatalogDependencies) {
  const limits = createContributionLimits(state, clock);

  return new Hono<ApiEnv>()
    .get(`${base}/reviews`, async (c) => {
      const { productId } = readParams(c, productParams);
      const query = readQuery(c, reviewsQuerySchema);
      await requireProduct(c.get('db'), productId);
      const canTranslate = translatorFromEnv(getEnv()) !== null;
      return c.json(await listReviews(c.get('db'), productId, query, canTranslate));
    })
    .post(`${base}/reviews`, async (c) => {
      const { productId } = readParams(c, productParams);
      const shopper = requireContributorKey(c);
      const body = await readJsonBody(c, writeReviewRequestSchema);
      await limits.take('writes', shopper, c.get('clientAddress'));
      const review = await writeReview(c.get('db'), productId, {
        ...body,
        locale: c.get('request').locale,
        consumerId: authorIdOf(c),
      });
      return c.json(review, 201);
    })
    .post(`${base}/review/:reviewId/flag`, async (c) => {
      const { productId, reviewId } = readParams(c, reviewParams);
      const shopper = requireContributorKey(c);
      const { reason } = await readJsonBody(c, flagReviewRequestSchema);
      const address = c.get('clientAddress');
      await limits.take('flags', shopper, address);
      await flagReview(c.get('db'), productId, reviewId, {
        voterKey: shopper,
        reason,
        counts: () => limits.isFirstFlagFrom(reviewId, address),
      });
      return c.json({ reviewId, flagged: true });
    })
    .post(`${base}/review/:reviewId/vote`, async (c) => {
      const { productId, reviewId } = readParams(c, reviewParams);
      const shopper = requireContributorKey(c);
      const { vote } = await readJsonBody(c, voteRequestSchema);
      await limits.take('votes', shopper, c.get('clientAddress'));
      await limits.takeVoteOn(reviewId, c.get('clientAddress'));
      return c.json(await voteOnReview(c.get('db'), productId, reviewId, shopper, vote));
    })
    .post('/products/v1/review/:reviewId/translate', async (c) => {
      const { reviewId } = readParams(c, z.object({ reviewId: id }));
      const { language } = await readJsonBody(c, translateRequestSchema);
      const translator = translatorFromEnv(getEnv());
      if (!translator) throw new ApiError('API404', 'Review translation is not configured.');
      return c.json(await translateReview(c.get('db'), translator, reviewId, language));
    })
    .get(`${base}/reviews/questions`, async (c) => {
      const { productId } = readParams(c, productParams);
      const query = readQuery(c, questionsQuerySchema);
      await requireProduct(c.get('db'), productId);
      return c.json(await listQuestions(c.get('db'), productId, query));
    })
    .post(`${base}/reviews/questions`, async (c) => {
      const { productId } = readParams(c, productParams);
      const shopper = requireContributorKey(c);
      const body = await readJsonBody(c, askQuestionRequestSchema);
      await limits.take('writes', shopper, c.get('clientAddress'));
      const question = await askQuestion(c.get('db'), productId, {
        ...body,
        locale: c.get('request').locale,
        consumerId: authorIdOf(c),
      });
      return c.json(question, 201);
    })
    .post(`${base}/reviews/questions/:questionId/answers`, async (c) => {
      const { productId, questionId } = readParams(c, questionParams);
      const shopper = requireContributorKey(c);
      const body = await readJsonBody(c, answerQuestionRequestSchema);
      await limits.take('writes', shopper, c.get('clientAddress'));
      const answer = await answerQuestion(c.get('db'), productId, questionId, {
        ...body,
        consumerId: authorIdOf(c),
      });
      return c.json(answer, 201);
    })
    .post(`${base}/review/:answerId/questions/vote`, async (c) => {
      const { productId, answerId } = readParams(c, answerParams);
      const shopper = requireContributorKey(c);
      const { vote } = await readJsonBody(c, voteRequestSchema);
      await limits.take('votes', shopper, c.get('clientAddress'));
      await limits.takeVoteOn(answerId, c.get('clientAddress'));
      return c.json(await voteOnAnswer(c.get('db'), productId, answerId, shopper, vote));
    });
}
