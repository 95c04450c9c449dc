import type postgres from 'postgres';

type Callback = (sql: postgres.Sql) => unknown;

/**
 * The postgres.js client with every query Drizzle sends run as a prepared statement.
 *
 * Drizzle passes each query to `unsafe()` with `prepare: false`, and postgres.js then asks the
 * server for a parameterised query's types before it can send its values: two round trips for
 * every query (drizzle-orm#6096). Prepared, a statement is parsed once per connection and each
 * later run is one round trip. Queries without parameters keep the simple protocol, so several
 * statements in one string still run. Transactions and savepoints hand out the same wrapper.
 */
export function preparingQueries(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, parameters as postgres.ParameterOrJSON<never>[], {
            ...options,
            prepare: true,
          });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const work = args.pop() as Callback;
          return open(...args, (scoped: postgres.Sql) => work(preparingQueries(scoped)));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
