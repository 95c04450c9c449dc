import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

type PrepareArguments = Parameters<Database['_']['session']['prepareQuery']>;

/** What Drizzle's prepared queries (postgres.js and PGlite alike) keep beside the SQL text. */
interface PreparedParts {
  query: PrepareArguments[0];
  fields: PrepareArguments[1];
  _isResponseInArrayMode: boolean;
  customResultMapper: PrepareArguments[4];
  /** Set by selects with joins: which joined tables may come back as null. */
  joinsNotNullableMap?: Record<string, boolean>;
}

/** A Drizzle query builder whose values are `sql.placeholder`s. */
interface Preparable<TResult> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TResult> };
}

/**
 * A query whose SQL text never changes, only its values (passed as `sql.placeholder`s): Drizzle
 * builds the text and the result mapping once, and each run, in whichever transaction, only
 * binds the values. Building SQL text anew for every statement was about a quarter of the
 * server's busy CPU on add to cart and place order. Drizzle's own `prepare()` binds the query to
 * the connection it was made on, so it cannot serve many transactions; this hands the built
 * parts to the running transaction's session instead. It reads fields Drizzle 0.45 keeps on its
 * prepared queries (PreparedParts): after an upgrade, the cart and checkout API suites on both
 * drivers tell whether they are still there.
 *
 * Values bound this way skip what Drizzle does to literals: a placeholder compared in a `where`
 * or wrapped by boundAsGiven reaches the driver as given, so timestamps go as
 * ISO text and JSON as JSON text (jsonText). A bare placeholder in insert `values` is encoded by
 * its column even when null (a null jsonb would become JSON null): wrap nullable ones.
 */
export function reusableQuery<TResult>(build: (db: Database) => Preparable<TResult>) {
  let parts: PreparedParts | undefined;
  return (db: Database, values: object = {}): Promise<TResult> => {
    parts ??= build(db).prepare('reusable') as unknown as PreparedParts;
    const prepared = db._.session.prepareQuery(
      parts.query,
      parts.fields,
      undefined,
      parts._isResponseInArrayMode,
      parts.customResultMapper,
    ) as unknown as Partial<PreparedParts> & { execute(values: unknown): Promise<TResult> };
    prepared.joinsNotNullableMap = parts.joinsNotNullableMap;
    return prepared.execute(values);
  };
}

/**
 * A placeholder whose value reaches the driver as given, past the column's encoding: where a
 * timestamp is bound as ISO text or JSON as JSON text (jsonText).
 */
export function boundAsGiven(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}

/** A JSON column's value as reusable queries bind it: JSON text, and SQL null for null. */
export function jsonText(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
