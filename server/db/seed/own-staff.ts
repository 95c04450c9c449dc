import { and, count, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { storeEmployees, stores } from '@/server/db/schema';

export interface KeptStaff {
  /** Associates with a password of their own, put back as they were. */
  kept: number;
  /** Of those, the ones that could not be: their store is gone or a seeded one took the email. */
  dropped: number;
}

const PARKED = sql.raw('seed_parked_staff');

async function countStaff(db: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(storeEmployees).where(where);
  return row?.n ?? 0;
}

/**
 * Associates given a password of their own (`npm run staff:create`) are the store's, not the
 * seed's: reseeding sets them aside before the staff table is emptied and, once the seeded
 * staff is written, puts them back whole, over a seeded associate of the same id. Any other
 * password is the seed's demo one and goes with the seeded row. Call inside a transaction.
 */
export async function setOwnStaffAside(
  db: Database,
  demoPasswordHash: string,
): Promise<() => Promise<KeptStaff>> {
  const own = and(
    isNotNull(storeEmployees.passwordHash),
    ne(storeEmployees.passwordHash, demoPasswordHash),
  );
  const kept = await countStaff(db, own);
  await db.execute(
    sql`create temporary table ${PARKED} as select * from ${storeEmployees} where ${own}`,
  );
  return async () => {
    const parkedIds = inArray(storeEmployees.id, sql`(select id from ${PARKED})`);
    await db.delete(storeEmployees).where(parkedIds);
    await db.execute(
      sql`insert into ${storeEmployees} select parked.* from ${PARKED} parked where exists (select 1 from ${stores} where ${stores.id} = parked.store_id) on conflict do nothing`,
    );
    const restored = await countStaff(db, parkedIds);
    await db.execute(sql`drop table ${PARKED}`);
    return { kept, dropped: kept - restored };
  };
}
