import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { reviews } from '../db/schema';
import {
  REVIEW_FLAG_HIDE_THRESHOLD,
  type RatingSummary,
  type Review,
  type ReviewsQuery,
  type ReviewsResponse,
} from '@/lib/contracts/reviews';

/** Reviews flagged by enough shoppers are out of the listing and out of the average. */
export const visibleReview = lt(reviews.flagCount, REVIEW_FLAG_HIDE_THRESHOLD);

const orderings = {
  newest: [desc(reviews.createdAt), asc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), asc(reviews.id)],
  // Net helpfulness, so a review many found unhelpful does not float up on raw volume.
  helpful: [
    sql`${reviews.helpfulCount} - ${reviews.unhelpfulCount} desc`,
    desc(reviews.createdAt),
    asc(reviews.id),
  ],
} as const;

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    helpfulCount: row.helpfulCount,
    unhelpfulCount: row.unhelpfulCount,
  };
}

export async function getRatingSummary(db: Database, productId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), visibleReview))
    .groupBy(reviews.rating);
  const countOf = new Map(rows.map((row) => [row.rating, row.count]));
  const count = rows.reduce((sum, row) => sum + row.count, 0);
  const total = rows.reduce((sum, row) => sum + row.rating * row.count, 0);
  return {
    average: count ? Math.round((total / count) * 10) / 10 : 0,
    count,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: countOf.get(rating) ?? 0 })),
  };
}

export async function listReviews(
  db: Database,
  productId: string,
  query: ReviewsQuery,
  canTranslate: boolean,
): Promise<ReviewsResponse> {
  const [summary, rows] = await Promise.all([
    getRatingSummary(db, productId),
    db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), visibleReview))
      .orderBy(...orderings[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    productId,
    summary,
    total: summary.count,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.max(1, Math.ceil(summary.count / query.pageSize)),
    sort: query.sort,
    reviews: rows.map(toReview),
    canTranslate,
  };
}
