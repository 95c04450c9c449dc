import { z } from 'zod';
import { alignmentSchema, targetSchema } from './primitives';

/**
 * An article grid (spec 002 sections 2 and 9): the newest articles, `rows` × `columns` at first
 * (3 when either is unset), tag filter chips and "Load more" while fewer are shown than found.
 */
export const articleGridSchema = z.object({
  type: z.literal('article-grid'),
  id: z.string(),
  title: z.string().optional(),
  textLink: targetSchema.optional(),
  alignment: alignmentSchema.optional(),
  rows: z.number().int().min(1).max(6).optional(),
  /** Cards side by side on large screens (two on medium, one on phones). */
  columns: z.number().int().min(1).max(4).optional(),
  /** Only articles with this tag; the filter chips are then left out. */
  tagId: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    .optional(),
  /** The tag chips above the grid; shown unless turned off. */
  showFilters: z.boolean().default(true),
});
export type ArticleGridBlock = z.infer<typeof articleGridSchema>;

/** Articles shown before "Load more", and read by each press of it. */
export const DEFAULT_ARTICLE_PAGE = 3;

export function articlePageSize(grid: Pick<ArticleGridBlock, 'rows' | 'columns'>): number {
  return grid.rows && grid.columns ? grid.rows * grid.columns : DEFAULT_ARTICLE_PAGE;
}
