import {
  answerQuestionRequestSchema,
  answerSchema,
  askQuestionRequestSchema,
  flagReviewRequestSchema,
  flagReviewResponseSchema,
  questionSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  reviewSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  translateRequestSchema,
  translateResponseSchema,
  voteRequestSchema,
  voteResponseSchema,
  writeReviewRequestSchema,
} from '@/lib/contracts/reviews';
import { json, named, type Operation } from '../operation';

const tag = 'Reviews';
const product = '/products/v1/products/{productId}';
const vote = named('VoteRequest', voteRequestSchema);
const voteResponse = named('VoteResponse', voteResponseSchema);

export const reviewOperations: Operation[] = [
  {
    method: 'get',
    path: `${product}/reviews`,
    summary: "A product's reviews and rating summary, paged",
    tag,
    query: reviewsQuerySchema,
    success: json(named('ReviewsResponse', reviewsResponseSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'post',
    path: `${product}/reviews`,
    summary: 'Write a review',
    tag,
    body: named('WriteReviewRequest', writeReviewRequestSchema),
    success: json(named('Review', reviewSchema), 201),
    errors: ['PLP400', 'REV410'],
  },
  {
    method: 'post',
    path: `${product}/review/{reviewId}/flag`,
    summary: 'Report a review',
    tag,
    body: named('FlagReviewRequest', flagReviewRequestSchema),
    success: json(named('FlagReviewResponse', flagReviewResponseSchema)),
  },
  {
    method: 'post',
    path: `${product}/review/{reviewId}/vote`,
    summary: 'Vote a review helpful or not',
    tag,
    body: vote,
    success: json(voteResponse),
  },
  {
    method: 'post',
    path: '/products/v1/review/{reviewId}/translate',
    summary: "A review in the shopper's language",
    tag,
    body: named('TranslateRequest', translateRequestSchema),
    success: json(named('TranslateResponse', translateResponseSchema)),
  },
  {
    method: 'get',
    path: `${product}/reviews/questions`,
    summary: "A product's questions and answers, paged",
    tag,
    query: questionsQuerySchema,
    success: json(named('QuestionsResponse', questionsResponseSchema)),
    errors: ['PLP400'],
  },
  {
    method: 'post',
    path: `${product}/reviews/questions`,
    summary: 'Ask a question',
    tag,
    body: named('AskQuestionRequest', askQuestionRequestSchema),
    success: json(named('Question', questionSchema), 201),
    errors: ['PLP400'],
  },
  {
    method: 'post',
    path: `${product}/reviews/questions/{questionId}/answers`,
    summary: 'Answer a question',
    tag,
    body: named('AnswerQuestionRequest', answerQuestionRequestSchema),
    success: json(named('Answer', answerSchema), 201),
  },
  {
    method: 'post',
    path: `${product}/review/{answerId}/questions/vote`,
    summary: 'Vote an answer helpful or not',
    tag,
    body: vote,
    success: json(voteResponse),
  },
];
