import { count, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  basketItems,
  canvases,
  canvasRevisions,
  categories,
  couponRedemptions,
  coupons,
  countries,
  inventory,
  productCategories,
  productColors,
  productLowestPrices,
  productSizes,
  productSetMembers,
  productSets,
  products,
  promotions,
  storeEmployees,
  storeInventory,
  stores,
  variantPrices,
  variants,
} from '@/server/db/schema';
import { setOwnStaffAside, type KeptStaff } from './own-staff';

/** What the seeder owns. Shopper data (consumers, baskets, orders, wishlists) is left alone. */
const seededTables = [
  coupons,
  promotions,
  productSetMembers,
  productSets,
  productCategories,
  productColors,
  productLowestPrices,
  productSizes,
  variantPrices,
  inventory,
  storeInventory,
  storeEmployees,
  variants,
  products,
  categories,
  stores,
  countries,
  canvasRevisions,
  canvases,
];

async function countOf(db: Database, table: typeof products | typeof basketItems): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

export interface ClearedSeed {
  hadProducts: boolean;
  /** Puts back the associates with their own password; call once the stores are seeded. */
  restoreOwnStaff: () => Promise<KeptStaff>;
  /** Puts back the coupon redemptions whose code was seeded again. */
  restoreRedemptions: () => Promise<void>;
  /** Puts back the basket lines whose variant exists again; resolves to how many were dropped. */
  restoreBasketItems: () => Promise<number>;
}

/**
 * Empties the seeded tables; call inside a transaction. Basket lines reference variants, so they
 * are parked in a temporary table and restored after reseeding: with the same flags every
 * variant id comes back and no shopper loses a basket line. Associates with a password of
 * their own are set aside the same way (own-staff.ts).
 */
export async function clearSeededTables(
  db: Database,
  demoAssociatePasswordHash: string,
): Promise<ClearedSeed> {
  const hadProducts = (await countOf(db, products)) > 0;
  const restoreOwnStaff = await setOwnStaffAside(db, demoAssociatePasswordHash);
  const parked = await countOf(db, basketItems);
  await db.execute(
    sql`create temporary table seed_parked_basket_items as select * from ${basketItems}`,
  );
  // Redemptions are order history: parked like basket lines and kept for codes seeded again.
  await db.execute(
    sql`create temporary table seed_parked_redemptions as select * from ${couponRedemptions}`,
  );
  await db.execute(
    sql`truncate ${sql.join([basketItems, couponRedemptions, ...seededTables], sql`, `)}`,
  );
  return {
    hadProducts,
    restoreOwnStaff,
    restoreRedemptions: async () => {
      await db.execute(
        sql`insert into ${couponRedemptions} select parked.* from seed_parked_redemptions parked where exists (select 1 from ${coupons} where ${coupons.code} = parked.code)`,
      );
      await db.execute(sql`drop table seed_parked_redemptions`);
    },
    restoreBasketItems: async () => {
      await db.execute(
        sql`insert into ${basketItems} select parked.* from seed_parked_basket_items parked where exists (select 1 from ${variants} where ${variants.id} = parked.variant_id)`,
      );
      await db.execute(sql`drop table seed_parked_basket_items`);
      return parked - (await countOf(db, basketItems));
    },
  };
}
