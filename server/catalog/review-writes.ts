import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reviewFlags, reviewVotes, reviews } from '../db/schema';
import { ApiError } from '../http/api-error';
import type {
  HelpfulVote,
  Review,
  VoteResponse,
  WriteReviewRequest,
} from '@/lib/contracts/reviews';
import type { Locale } from '@/lib/i18n/locales';
import { counterChange } from './helpful-votes';
import { requireProduct } from './require-product';
import { toReview } from './review-listing';

async function requireReview(db: Database, productId: string, reviewId: string) {
  const [review] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.productId, productId)))
    .limit(1);
  if (!review) throw new ApiError('API404', `Review ${reviewId} was not found.`);
  return review;
}

export async function writeReview(
  db: Database,
  productId: string,
  input: WriteReviewRequest & { locale: Locale; consumerId: string | null },
): Promise<Review> {
  await requireProduct(db, productId);
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      consumerId: input.consumerId,
      nickname: input.nickname,
      rating: input.rating,
      title: input.title,
      text: input.text,
      locale: input.locale,
    })
    .returning();
  return toReview(row!);
}

/**
 * One flag per voter. A new flag that `counts` (asked only once the flag is new: the first on
 * this review from its client address) adds to the review's flag count, and the review leaves
 * the listing at REVIEW_FLAG_HIDE_THRESHOLD: hiding takes shoppers at as many addresses.
 */
export async function flagReview(
  db: Database,
  productId: string,
  reviewId: string,
  flag: { voterKey: string; reason: string; counts: () => Promise<boolean> },
): Promise<void> {
  await requireReview(db, productId, reviewId);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(reviewFlags)
      .values({ reviewId, voterKey: flag.voterKey, reason: flag.reason })
      .onConflictDoNothing()
      .returning({ reviewId: reviewFlags.reviewId });
    if (added.length === 0 || !(await flag.counts())) return;
    await tx
      .update(reviews)
      .set({ flagCount: sql`${reviews.flagCount} + 1` })
      .where(eq(reviews.id, reviewId));
  });
}

export async function voteOnReview(
  db: Database,
  productId: string,
  reviewId: string,
  voterKey: string,
  vote: HelpfulVote,
): Promise<VoteResponse> {
  await requireReview(db, productId, reviewId);
  const updated = await db.transaction(async (tx) => {
    // Locking the review serialises its votes, so a double-clicked first vote counts once.
    await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewId)).for('update');
    const [previous] = await tx
      .select({ vote: reviewVotes.vote })
      .from(reviewVotes)
      .where(and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.voterKey, voterKey)));
    const change = counterChange(previous?.vote ?? null, vote);
    await tx
      .insert(reviewVotes)
      .values({ reviewId, voterKey, vote })
      .onConflictDoUpdate({ target: [reviewVotes.reviewId, reviewVotes.voterKey], set: { vote } });
    const [row] = await tx
      .update(reviews)
      .set({
        helpfulCount: sql`greatest(${reviews.helpfulCount} + ${change.helpful}, 0)`,
        unhelpfulCount: sql`greatest(${reviews.unhelpfulCount} + ${change.unhelpful}, 0)`,
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    return row!;
  });
  return {
    id: reviewId,
    vote,
    helpfulCount: updated.helpfulCount,
    unhelpfulCount: updated.unhelpfulCount,
  };
}
