import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';
import { normalizeSearchText } from './search-text';

export interface SearchMatch {
  /** The query as matched: lower-cased, de-accented, single-spaced. */
  text: string;
  where: SQL;
  /** Higher is better: whole words found first, then the closest spelling. */
  rank: SQL<number>;
}

/**
 * Full text (every word, each as a prefix so "shoe" finds "shoes" and "runn" finds "running")
 * or, for typos, a trigram word similarity above pg_trgm's threshold (0.6): "runnign shoe"
 * finds "running shoe". Both conditions are served by the GIN indexes on search_text.
 */
export function searchMatch(query: string): SearchMatch | null {
  const text = normalizeSearchText(query);
  if (!text) return null;
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const tsQuery = words.map((word) => `${word}:*`).join(' & ');
  const vector = sql`to_tsvector('simple', ${products.searchText})`;
  const fullText = tsQuery ? sql`${vector} @@ to_tsquery('simple', ${tsQuery})` : sql`false`;
  const similar = sql`${text} <% ${products.searchText}`;
  return {
    text,
    where: sql`(${fullText} or ${similar})`,
    rank: sql<number>`(${
      tsQuery ? sql`ts_rank(${vector}, to_tsquery('simple', ${tsQuery}))` : sql`0`
    } + word_similarity(${text}, ${products.searchText}))`,
  };
}
