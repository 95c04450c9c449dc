import type { Database } from '@/server/db/client';
import { productAnswers, productQuestions, reviews } from '@/server/db/schema';
import { SEED_BASE_DATE, SEED_IDS } from './fixtures';
import { createRandom } from './random';
import { questionCopy, reviewCopy } from './review-copy';
import { stableUuid } from './stable-uuid';

const DAY_MS = 86_400_000;

/** How many demo reviews each product gets; the regular shoe has enough to page through. */
const reviewCounts: Record<string, number> = {
  [SEED_IDS.regularShoe]: 12,
  [SEED_IDS.regularApparel]: 5,
  [SEED_IDS.markedDown]: 7,
  [SEED_IDS.priceRange]: 4,
  [SEED_IDS.outOfStock]: 3,
  [SEED_IDS.partlyOutOfStock]: 4,
  [SEED_IDS.limitedQuantity]: 2,
  [SEED_IDS.accessory]: 3,
};

/** Questions (with their answers) for the products shoppers ask most about. */
const questionProducts = [SEED_IDS.regularShoe, SEED_IDS.regularApparel];

export function reviewRows(): (typeof reviews.$inferInsert)[] {
  return Object.entries(reviewCounts).flatMap(([productId, count]) => {
    const random = createRandom('reviews', productId);
    return random.sample(reviewCopy, count).map((copy, index) => ({
      id: stableUuid(`review:${productId}:${index}`),
      productId,
      consumerId: null,
      nickname: copy.nickname,
      rating: copy.rating,
      title: copy.title,
      text: copy.text,
      locale: copy.locale,
      helpfulCount: random.int(0, 12),
      unhelpfulCount: random.int(0, 3),
      flagCount: 0,
      createdAt: new Date(SEED_BASE_DATE.getTime() - (index * 9 + random.int(0, 6)) * DAY_MS),
    }));
  });
}

export function questionRows() {
  const questions: (typeof productQuestions.$inferInsert)[] = [];
  const answers: (typeof productAnswers.$inferInsert)[] = [];
  for (const productId of questionProducts) {
    questionCopy.forEach((copy, index) => {
      const questionId = stableUuid(`question:${productId}:${index}`);
      const askedAt = SEED_BASE_DATE.getTime() - (index * 11 + 3) * DAY_MS;
      questions.push({
        id: questionId,
        productId,
        consumerId: null,
        nickname: copy.nickname,
        text: copy.text,
        locale: copy.locale,
        createdAt: new Date(askedAt),
      });
      copy.answers.forEach((answer, answerIndex) => {
        answers.push({
          id: stableUuid(`answer:${productId}:${index}:${answerIndex}`),
          questionId,
          consumerId: null,
          nickname: answer.nickname,
          text: answer.text,
          helpfulCount: answer.helpful,
          unhelpfulCount: 0,
          createdAt: new Date(askedAt + (answerIndex + 1) * DAY_MS),
        });
      });
    });
  }
  return { questions, answers };
}

/**
 * Demo reviews and Q&A. Shopper content is never cleared on reseed, so the rows have fixed
 * ids and are skipped when already there: reseeding keeps both the demo rows (with the votes
 * they gathered) and everything shoppers wrote.
 */
export async function seedReviews(db: Database): Promise<{ reviews: number; questions: number }> {
  const reviewList = reviewRows();
  const { questions, answers } = questionRows();
  await db.insert(reviews).values(reviewList).onConflictDoNothing();
  await db.insert(productQuestions).values(questions).onConflictDoNothing();
  await db.insert(productAnswers).values(answers).onConflictDoNothing();
  return { reviews: reviewList.length, questions: questions.length };
}
