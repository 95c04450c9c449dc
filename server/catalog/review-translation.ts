import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reviews } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TranslateResponse } from '@/lib/contracts/reviews';
import { TranslationUnavailableError, type Translator } from './translation';

/** A review's title and text in another language, from the configured provider. */
export async function translateReview(
  db: Database,
  translator: Translator,
  reviewId: string,
  language: string,
): Promise<TranslateResponse> {
  const [review] = await db
    .select({ title: reviews.title, text: reviews.text })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!review) throw new ApiError('API404', `Review ${reviewId} was not found.`);
  try {
    const [title, text] = await Promise.all([
      translator.translate(review.title, language),
      translator.translate(review.text, language),
    ]);
    return { reviewId, language, title, text };
  } catch (error) {
    if (error instanceof TranslationUnavailableError) {
      throw new ApiError('GEN500', 'Translation is unavailable right now; try again later.');
    }
    throw error;
  }
}
