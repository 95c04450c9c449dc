import type {
  AnswerQuestionRequest,
  AskQuestionRequest,
  HelpfulVote,
  ReviewSort,
  WriteReviewRequest,
} from '@/lib/contracts/reviews';
import { lazySchema, type Transport } from './transport';

// Replies are parsed with the shared contracts, loaded with the first call rather than with
// the page, so no page's first load carries zod.
const reviewsContracts = () => import('@/lib/contracts/reviews');
const answerSchema = lazySchema(reviewsContracts, 'answerSchema');
const flagReviewResponseSchema = lazySchema(reviewsContracts, 'flagReviewResponseSchema');
const questionSchema = lazySchema(reviewsContracts, 'questionSchema');
const questionsResponseSchema = lazySchema(reviewsContracts, 'questionsResponseSchema');
const reviewSchema = lazySchema(reviewsContracts, 'reviewSchema');
const reviewsResponseSchema = lazySchema(reviewsContracts, 'reviewsResponseSchema');
const translateResponseSchema = lazySchema(reviewsContracts, 'translateResponseSchema');
const voteResponseSchema = lazySchema(reviewsContracts, 'voteResponseSchema');

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
