import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { correctWords } from './search-vocabulary';
import { normalizeSearchText } from './search-text';

/**
 * A search considers at most this many matching products (after filters): enough for any
 * shopper to page through, and it keeps ranking, sorting and facet counts of a broad query
 * ("shoe" in a catalogue of 100,000) bounded. Replies say when the cap was reached.
 */
export const SEARCH_CANDIDATE_LIMIT = 500;

export interface SearchMatch {
  /** The query as matched: lower-cased, de-accented, misspellings corrected. */
  text: string;
  where: SQL;
  /** Higher is better. */
  rank: SQL<number>;
}

/**
 * Full text over search_vector (search_text's words, GIN-indexed): every word, each as a
 * prefix, so "shoe" finds "shoes" and "runn" finds "running". Misspelt words are first
 * corrected against the catalogue's own words with pg_trgm similarity ("runnign shoe" →
 * "running shoe"), which is far cheaper at scale than a trigram scan of every product.
 */
export async function prepareSearch(db: Database, query: string): Promise<SearchMatch | null> {
  const typed = normalizeSearchText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (typed.length === 0) return null;
  const words = await correctWords(db, typed);
  const tsQuery = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
  return {
    text: words.join(' '),
    where: sql`${products.searchVector} @@ ${tsQuery}`,
    rank: sql<number>`ts_rank(${products.searchVector}, ${tsQuery})`,
  };
}

/** The first SEARCH_CANDIDATE_LIMIT products meeting `condition`: the ids a search works on. */
export function candidatesQuery(db: Database, condition: SQL) {
  return db
    .select({ id: products.id })
    .from(products)
    .where(condition)
    .limit(SEARCH_CANDIDATE_LIMIT);
}

/**
 * The candidates' ids, and the same as a condition on products: the match is evaluated once,
 * and what follows (ranking, price sorting, facet joins) works on a short list of ids instead
 * of re-running the full-text match inside every join.
 */
export async function narrowToCandidates(
  db: Database,
  condition: SQL,
): Promise<{ ids: string[]; where: SQL }> {
  const ids = (await candidatesQuery(db, condition)).map((row) => row.id);
  if (ids.length === 0) return { ids, where: sql`false` };
  return { ids, where: sql`${products.id} = any(string_to_array(${ids.join(',')}, ','))` };
}
