/**
 * Review bounds. The spec names REV410 "review too long" without a number (000 section 5);
 * 2000 characters is roughly a page of text, longer than almost every real review, and keeps
 * the list readable. Titles and nicknames are short by nature. Apart from the schemas
 * (reviews.ts) so that the product page's islands carry no zod.
 */
export const REVIEW_LIMITS = {
  textMax: 2000,
  titleMax: 100,
  nicknameMin: 2,
  nicknameMax: 30,
  questionMax: 500,
  answerMax: 1000,
} as const;

export const reviewSorts = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
