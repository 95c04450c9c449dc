import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';

/** Rows per INSERT statement. */
const BATCH_ROWS = 2000;

/**
 * Inserts complete rows, a batch at a time, as a single JSON parameter unpacked by
 * json_to_recordset. Binding every value separately is ~2.5× slower on PGlite and runs into
 * PostgreSQL's 65 535-parameter limit on wide tables; `json` rather than `jsonb` because the
 * payload is read once, and converting it to jsonb first doubled the unpacking's cost.
 * Generated columns are the database's to fill, so they are left out.
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.generated === undefined,
  );
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const recordType = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const payload = rows
      .slice(start, start + BATCH_ROWS)
      .map((row: Record<string, unknown>) =>
        Object.fromEntries(columns.map(([key, column]) => [column.name, row[key]])),
      );
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from json_to_recordset(${JSON.stringify(payload)}::json) as r(${recordType})`,
    );
  }
}
