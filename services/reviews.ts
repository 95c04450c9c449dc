import {
  answerSchema,
  flagReviewResponseSchema,
  questionSchema,
  questionsResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  translateResponseSchema,
  voteResponseSchema,
  type AnswerQuestionRequest,
  type AskQuestionRequest,
  type HelpfulVote,
  type ReviewSort,
  type WriteReviewRequest,
} from '@/lib/contracts/reviews';
import type { Transport } from './transport';

const productBase = (productId: string) => `/products/v1/products/${encodeURIComponent(productId)}`;

/** Reviews and questions of spec 001 section 7. */
export function createReviewsClient(request: Transport) {
  return {
    list: (productId: string, query: { page?: number; pageSize?: number; sort?: ReviewSort }) =>
      request({ path: `${productBase(productId)}/reviews`, query, schema: reviewsResponseSchema }),
    write: (productId: string, body: WriteReviewRequest) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/reviews`,
        body,
        schema: reviewSchema,
      }),
    flag: (productId: string, reviewId: string) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/review/${encodeURIComponent(reviewId)}/flag`,
        body: { reason: 'inappropriate' },
        schema: flagReviewResponseSchema,
      }),
    vote: (productId: string, reviewId: string, vote: HelpfulVote) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/review/${encodeURIComponent(reviewId)}/vote`,
        body: { vote },
        schema: voteResponseSchema,
      }),
    translate: (reviewId: string, language: string) =>
      request({
        method: 'POST',
        path: `/products/v1/review/${encodeURIComponent(reviewId)}/translate`,
        body: { language },
        schema: translateResponseSchema,
      }),
    listQuestions: (productId: string, query: { page?: number; pageSize?: number }) =>
      request({
        path: `${productBase(productId)}/reviews/questions`,
        query,
        schema: questionsResponseSchema,
      }),
    ask: (productId: string, body: AskQuestionRequest) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/reviews/questions`,
        body,
        schema: questionSchema,
      }),
    answer: (productId: string, questionId: string, body: AnswerQuestionRequest) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/reviews/questions/${encodeURIComponent(questionId)}/answers`,
        body,
        schema: answerSchema,
      }),
    voteOnAnswer: (productId: string, answerId: string, vote: HelpfulVote) =>
      request({
        method: 'POST',
        path: `${productBase(productId)}/review/${encodeURIComponent(answerId)}/questions/vote`,
        body: { vote },
        schema: voteResponseSchema,
      }),
  };
}
export type ReviewsClient = ReturnType<typeof createReviewsClient>;
