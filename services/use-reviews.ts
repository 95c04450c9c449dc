'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  AnswerQuestionRequest,
  AskQuestionRequest,
  HelpfulVote,
  ReviewSort,
  WriteReviewRequest,
} from '@/lib/contracts/reviews';
import type { CommerceApiError } from './api-error';
import { useCommerce } from './commerce-context';
import { createReviewsClient } from './reviews';
import { withSession } from './session';

/** The reviews client, built by the product page's review sections rather than for every page. */
function useReviewsClient() {
  const { request } = useCommerce();
  return useMemo(() => createReviewsClient(request), [request]);
}

const reviewsKey = (productId: string) => ['products', productId, 'reviews'] as const;
const questionsKey = (productId: string) => ['products', productId, 'questions'] as const;

export function useReviews(productId: string, page: number, sort: ReviewSort, pageSize = 5) {
  const reviews = useReviewsClient();
  return useQuery({
    queryKey: [...reviewsKey(productId), { page, sort, pageSize }],
    queryFn: () => reviews.list(productId, { page, sort, pageSize }),
    // Keeps the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useWriteReview(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, WriteReviewRequest>({
    mutationFn: (body) => withSession(auth, () => reviews.write(productId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}

export function useReviewVote(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  return useMutation({
    mutationFn: ({ reviewId, vote }: { reviewId: string; vote: HelpfulVote }) =>
      withSession(auth, () => reviews.vote(productId, reviewId, vote)),
  });
}

export function useFlagReview(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  return useMutation({
    mutationFn: (reviewId: string) => withSession(auth, () => reviews.flag(productId, reviewId)),
  });
}

export function useTranslateReview() {
  const reviews = useReviewsClient();
  return useMutation({
    mutationFn: ({ reviewId, language }: { reviewId: string; language: string }) =>
      reviews.translate(reviewId, language),
  });
}

export function useQuestions(productId: string, page: number, pageSize = 5) {
  const reviews = useReviewsClient();
  return useQuery({
    queryKey: [...questionsKey(productId), { page, pageSize }],
    queryFn: () => reviews.listQuestions(productId, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useAskQuestion(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, AskQuestionRequest>({
    mutationFn: (body) => withSession(auth, () => reviews.ask(productId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(productId) }),
  });
}

export function useAnswerQuestion(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, AnswerQuestionRequest & { questionId: string }>({
    mutationFn: ({ questionId, ...body }) =>
      withSession(auth, () => reviews.answer(productId, questionId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(productId) }),
  });
}

export function useAnswerVote(productId: string) {
  const { auth } = useCommerce();
  const reviews = useReviewsClient();
  return useMutation({
    mutationFn: ({ answerId, vote }: { answerId: string; vote: HelpfulVote }) =>
      withSession(auth, () => reviews.voteOnAnswer(productId, answerId, vote)),
  });
}
