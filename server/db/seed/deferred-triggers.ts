import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/client';
import {
  inventory,
  productCategories,
  productColors,
  productLowestPrices,
  products,
  productSizes,
  variantPrices,
  variants,
} from '@/server/db/schema';

/**
 * The statement triggers on the catalogue's tables that keep derived data true for every
 * writer: the cache tags' clock (migration 0007), product_lowest_prices (0008) and
 * product_sizes (0013). A bulk load pays them once per batch of 2,000 rows, and the ones that
 * join `variants` keep the plan made for the first batch, when the table was nearly empty: a
 * sequential scan of a table that grows to 1.6 million rows at 100,000 products, once for
 * each of thousands of batches.
 */
const insertTriggers: { table: PgTable; trigger: string }[] = [
  { table: products, trigger: 'products_insert_cache_tags' },
  { table: productCategories, trigger: 'product_categories_insert_cache_tags' },
  { table: productColors, trigger: 'product_colors_insert_cache_tags' },
  { table: variants, trigger: 'variants_insert_cache_tags' },
  { table: variants, trigger: 'variants_insert_sizes' },
  { table: variantPrices, trigger: 'variant_prices_insert_cache_tags' },
  { table: variantPrices, trigger: 'variant_prices_insert_lowest' },
  { table: inventory, trigger: 'inventory_insert_cache_tags' },
];

async function setInsertTriggers(db: Database, state: 'enable' | 'disable'): Promise<void> {
  for (const { table, trigger } of insertTriggers) {
    await db.execute(
      sql`alter table ${table} ${sql.raw(state)} trigger ${sql.identifier(trigger)}`,
    );
  }
}

/**
 * Runs `load`, which only inserts into the emptied catalogue tables, with those insert
 * triggers off, then does their work once, for every product: fills product_lowest_prices and
 * product_sizes as the triggers would have, and moves the clock of every product's cache tag
 * and of `listings`. Call inside the seed's transaction: `alter table` holds the tables
 * (already locked by the seed's truncate) until commit, and a failure rolls the triggers
 * back on. Update and delete triggers stay on throughout.
 */
export async function withInsertTriggersDeferred<T>(
  db: Database,
  load: () => Promise<T>,
): Promise<T> {
  await setInsertTriggers(db, 'disable');
  const loaded = await load();
  await db.execute(sql`
    insert into ${productLowestPrices} (product_id, currency, current_minor)
    select v.product_id, vp.currency, min(vp.current_minor)
    from ${variants} v join ${variantPrices} vp on vp.variant_id = v.id
    group by v.product_id, vp.currency`);
  await db.execute(sql`
    insert into ${productSizes} (product_id, sizes)
    select product_id, array_agg(distinct size order by size)
    from ${variants}
    group by product_id`);
  await db.execute(sql`select touch_product_tags(array(select ${products.id} from ${products}))`);
  await setInsertTriggers(db, 'enable');
  return loaded;
}
