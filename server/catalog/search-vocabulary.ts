import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { normalizeSearchText } from './search-text';

/** Products read to learn the catalogue's words; common words show up in any sample. */
const SAMPLE_PRODUCTS = 3000;
const REFRESH_MS = 10 * 60_000;
/** pg_trgm similarity a misspelt word needs to be taken for a catalogue word. */
const CORRECTION_SIMILARITY = 0.3;
const MAX_KEPT_CORRECTIONS = 10_000;

interface Vocabulary {
  words: string[];
  known: Set<string>;
  /** Misspellings already looked up, with their correction (null: none close enough). */
  corrections: Map<string, Promise<string | null>>;
}

const cache = new WeakMap<Database, { loading: Promise<Vocabulary>; expires: number }>();

async function loadVocabulary(db: Database): Promise<Vocabulary> {
  const [row] = await db.select({ total: count() }).from(products);
  const percent = Math.min(100, (100 * SAMPLE_PRODUCTS) / Math.max(1, row?.total ?? 0));
  // SYSTEM sampling reads whole pages at random, so a large catalogue is not read end to end.
  const sample = await db
    .select({ text: sql<string>`search_text` })
    .from(sql`${products} tablesample system (${sql.raw(percent.toFixed(4))})`);
  const known = new Set<string>();
  for (const { text } of sample) {
    for (const word of normalizeSearchText(text).split(/[^\p{L}]+/u)) {
      if (word.length >= 3) known.add(word);
    }
  }
  return { words: [...known], known, corrections: new Map() };
}

/** The catalogue's words (letters only, 3 or more), learnt from a sample and kept 10 minutes. */
function vocabularyOf(db: Database): Promise<Vocabulary> {
  const cached = cache.get(db);
  if (cached && cached.expires > Date.now()) return cached.loading;
  const loading = loadVocabulary(db);
  cache.set(db, { loading, expires: Date.now() + REFRESH_MS });
  loading.catch(() => cache.delete(db));
  return loading;
}

/**
 * Each word the catalogue does not know (nor starts with, as while typing) is replaced by the
 * most similar catalogue word by pg_trgm similarity: "runnign" → "running". Words with digits
 * (sizes, style ids) and words with no close match are kept as typed.
 */
export async function correctWords(db: Database, words: string[]): Promise<string[]> {
  const vocabulary = await vocabularyOf(db);
  const known = (word: string) =>
    /\d/.test(word) ||
    word.length < 3 ||
    vocabulary.known.has(word) ||
    vocabulary.words.some((candidate) => candidate.startsWith(word));
  if (vocabulary.words.length === 0) return words;
  return Promise.all(
    words.map(async (word) =>
      known(word) ? word : ((await correctionOf(db, vocabulary, word)) ?? word),
    ),
  );
}

/** The closest catalogue word, looked up once per misspelling while the vocabulary lasts. */
function correctionOf(db: Database, vocabulary: Vocabulary, word: string): Promise<string | null> {
  const cached = vocabulary.corrections.get(word);
  if (cached) return cached;
  // Shoppers can type anything: past this many, misspellings are looked up without keeping them.
  const keep = vocabulary.corrections.size < MAX_KEPT_CORRECTIONS;
  const lookup = db
    .select({ word: sql<string>`candidate` })
    .from(sql`unnest(string_to_array(${vocabulary.words.join(' ')}, ' ')) as candidate`)
    .where(sql`similarity(candidate, ${word}) >= ${CORRECTION_SIMILARITY}`)
    .orderBy(sql`similarity(candidate, ${word}) desc`, sql`candidate`)
    .limit(1)
    .then(([best]) => best?.word ?? null);
  if (keep) {
    vocabulary.corrections.set(word, lookup);
    lookup.catch(() => vocabulary.corrections.delete(word));
  }
  return lookup;
}
