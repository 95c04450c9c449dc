import { z } from 'zod';
import { wholeNumberParam } from './query-values';
import { REVIEW_LIMITS, reviewSorts } from './review-limits';

export { REVIEW_LIMITS, reviewSorts, type ReviewSort } from './review-limits';

/** A review flagged by this many different shoppers leaves the listing until a merchant looks. */
export const REVIEW_FLAG_HIDE_THRESHOLD = 3;

export const reviewsQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000).default(1),
  pageSize: wholeNumberParam(1, 50).default(5),
  sort: z.enum(reviewSorts).default('newest'),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  /** Mean rating to one decimal; 0 when there are no reviews. */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** How many reviews gave each rating, 5 stars first. */
  distribution: z.array(
    z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
  ),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsResponseSchema = z.object({
  productId: z.string(),
  summary: ratingSummarySchema,
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  sort: z.enum(reviewSorts),
  reviews: z.array(reviewSchema),
  /** True when a translation provider is configured, so a Translate button makes sense. */
  canTranslate: z.boolean(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

const nickname = z.string().trim().min(REVIEW_LIMITS.nicknameMin).max(REVIEW_LIMITS.nicknameMax);

export const writeReviewRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_LIMITS.titleMax),
  text: z
    .string()
    .trim()
    .min(1)
    .max(
      REVIEW_LIMITS.textMax,
      `REV410: Reviews can be at most ${REVIEW_LIMITS.textMax} characters.`,
    ),
  nickname,
});
export type WriteReviewRequest = z.infer<typeof writeReviewRequestSchema>;

export const reviewFlagReasons = ['inappropriate', 'spam', 'off-topic', 'other'] as const;
export const flagReviewRequestSchema = z.object({
  reason: z.enum(reviewFlagReasons).default('inappropriate'),
});
export const flagReviewResponseSchema = z.object({ reviewId: z.string(), flagged: z.boolean() });

export const helpfulVotes = ['helpful', 'unhelpful'] as const;
export type HelpfulVote = (typeof helpfulVotes)[number];
export const voteRequestSchema = z.object({ vote: z.enum(helpfulVotes) });

/** Counts after the vote; a voter's second vote replaces the first rather than adding to it. */
export const voteResponseSchema = z.object({
  id: z.string(),
  vote: z.enum(helpfulVotes),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const translateRequestSchema = z.object({
  /** Language to translate into: en, fr, de or it. */
  language: z.enum(['en', 'fr', 'de', 'it']),
});
export const translateResponseSchema = z.object({
  reviewId: z.string(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

export const answerSchema = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  helpfulCount: z.number().int().nonnegative(),
  unhelpfulCount: z.number().int().nonnegative(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;

export const questionsQuerySchema = z.object({
  page: wholeNumberParam(1, 1_000_000).default(1),
  pageSize: wholeNumberParam(1, 50).default(5),
});

export const questionsResponseSchema = z.object({
  productId: z.string(),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  questions: z.array(questionSchema),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

export const askQuestionRequestSchema = z.object({
  text: z.string().trim().min(1).max(REVIEW_LIMITS.questionMax),
  nickname,
});
export type AskQuestionRequest = z.infer<typeof askQuestionRequestSchema>;

export const answerQuestionRequestSchema = z.object({
  text: z.string().trim().min(1).max(REVIEW_LIMITS.answerMax),
  nickname,
});
export type AnswerQuestionRequest = z.infer<typeof answerQuestionRequestSchema>;
