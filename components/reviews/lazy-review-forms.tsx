'use client';

import dynamic from 'next/dynamic';

// The review and question forms (react-hook-form and their validation) load when a shopper
// opens one, not with the product page.
export const WriteReviewForm = dynamic(() =>
  import('./write-review-form').then((m) => m.WriteReviewForm),
);
export const QuestionForm = dynamic(() => import('./question-form').then((m) => m.QuestionForm));
