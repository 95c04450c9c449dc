'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AnswerQuestionRequest,
  AskQuestionRequest,
  HelpfulVote,
  ReviewSort,
  WriteReviewRequest,
} from '@/lib/contracts/reviews';
import type { CommerceApiError } from './api-error';
import { useCommerce } from './commerce-context';
import { withSession } from './session';

const reviewsKey = (productId: string) => ['products', productId, 'reviews'] as const;
const questionsKey = (productId: string) => ['products', productId, 'questions'] as const;

export function useReviews(productId: string, page: number, sort: ReviewSort, pageSize = 5) {
  const { reviews } = useCommerce();
  return useQuery({
    queryKey: [...reviewsKey(productId), { page, sort, pageSize }],
    queryFn: () => reviews.list(productId, { page, sort, pageSize }),
    // Keeps the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useWriteReview(productId: string) {
  const { reviews, auth } = useCommerce();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, WriteReviewRequest>({
    mutationFn: (body) => withSession(auth, () => reviews.write(productId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}

export function useReviewVote(productId: string) {
  const { reviews, auth } = useCommerce();
  return useMutation({
    mutationFn: ({ reviewId, vote }: { reviewId: string; vote: HelpfulVote }) =>
      withSession(auth, () => reviews.vote(productId, reviewId, vote)),
  });
}

export function useFlagReview(productId: string) {
  const { reviews, auth } = useCommerce();
  return useMutation({
    mutationFn: (reviewId: string) => withSession(auth, () => reviews.flag(productId, reviewId)),
  });
}

export function useTranslateReview() {
  const { reviews } = useCommerce();
  return useMutation({
    mutationFn: ({ reviewId, language }: { reviewId: string; language: string }) =>
      reviews.translate(reviewId, language),
  });
}

export function useQuestions(productId: string, page: number, pageSize = 5) {
  const { reviews } = useCommerce();
  return useQuery({
    queryKey: [...questionsKey(productId), { page, pageSize }],
    queryFn: () => reviews.listQuestions(productId, { page, pageSize }),
    placeholderData: keepPreviousData,
  });
}

export function useAskQuestion(productId: string) {
  const { reviews, auth } = useCommerce();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, AskQuestionRequest>({
    mutationFn: (body) => withSession(auth, () => reviews.ask(productId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(productId) }),
  });
}

export function useAnswerQuestion(productId: string) {
  const { reviews, auth } = useCommerce();
  const queryClient = useQueryClient();
  return useMutation<unknown, CommerceApiError, AnswerQuestionRequest & { questionId: string }>({
    mutationFn: ({ questionId, ...body }) =>
      withSession(auth, () => reviews.answer(productId, questionId, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(productId) }),
  });
}

export function useAnswerVote(productId: string) {
  const { reviews, auth } = useCommerce();
  return useMutation({
    mutationFn: ({ answerId, vote }: { answerId: string; vote: HelpfulVote }) =>
      withSession(auth, () => reviews.voteOnAnswer(productId, answerId, vote)),
  });
}
