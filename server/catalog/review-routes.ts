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
import { answerQuestion, askQuestion, listQuestions, voteOnAnswer } from './questions';
import { listReviews } from './review-listing';
import { translateReview } from './review-translation';
import { requireProduct } from './require-product';
import { flagReview, voteOnReview, writeReview } from './review-writes';
import { translatorFromEnv } from './translation';
import { authorIdOf, voterKeyOf } from './voter-key';

const id = z.uuid('Not a known id.');
const productParams = z.object({ productId: productIdSchema });
const reviewParams = productParams.extend({ reviewId: id });
const questionParams = productParams.extend({ questionId: id });
const answerParams = productParams.extend({ answerId: id });

const base = '/products/v1/products/:productId';

/** Reviews, their flags, votes and translation, and questions with answers (spec 001 section 7). */
export const reviewRoutes = new Hono<ApiEnv>()
  .get(`${base}/reviews`, async (c) => {
    const { productId } = readParams(c, productParams);
    const query = readQuery(c, reviewsQuerySchema);
    await requireProduct(c.get('db'), productId);
    const canTranslate = translatorFromEnv(getEnv()) !== null;
    return c.json(await listReviews(c.get('db'), productId, query, canTranslate));
  })
  .post(`${base}/reviews`, async (c) => {
    const { productId } = readParams(c, productParams);
    const body = await readJsonBody(c, writeReviewRequestSchema);
    const review = await writeReview(c.get('db'), productId, {
      ...body,
      locale: c.get('request').locale,
      consumerId: authorIdOf(c),
    });
    return c.json(review, 201);
  })
  .post(`${base}/review/:reviewId/flag`, async (c) => {
    const { productId, reviewId } = readParams(c, reviewParams);
    const { reason } = await readJsonBody(c, flagReviewRequestSchema);
    await flagReview(c.get('db'), productId, reviewId, voterKeyOf(c), reason);
    return c.json({ reviewId, flagged: true });
  })
  .post(`${base}/review/:reviewId/vote`, async (c) => {
    const { productId, reviewId } = readParams(c, reviewParams);
    const { vote } = await readJsonBody(c, voteRequestSchema);
    return c.json(await voteOnReview(c.get('db'), productId, reviewId, voterKeyOf(c), vote));
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
    const body = await readJsonBody(c, askQuestionRequestSchema);
    const question = await askQuestion(c.get('db'), productId, {
      ...body,
      locale: c.get('request').locale,
      consumerId: authorIdOf(c),
    });
    return c.json(question, 201);
  })
  .post(`${base}/reviews/questions/:questionId/answers`, async (c) => {
    const { productId, questionId } = readParams(c, questionParams);
    const body = await readJsonBody(c, answerQuestionRequestSchema);
    const answer = await answerQuestion(c.get('db'), productId, questionId, {
      ...body,
      consumerId: authorIdOf(c),
    });
    return c.json(answer, 201);
  })
  .post(`${base}/review/:answerId/questions/vote`, async (c) => {
    const { productId, answerId } = readParams(c, answerParams);
    const { vote } = await readJsonBody(c, voteRequestSchema);
    return c.json(await voteOnAnswer(c.get('db'), productId, answerId, voterKeyOf(c), vote));
  });
