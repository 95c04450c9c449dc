import type { storeInventory } from '@/server/db/schema';
import type { ProductBundle } from './catalog';
import { SEED_IDS } from './fixtures';
import { createRandom } from './random';
import { retailStores } from './store-locations';

type StoreInventoryRow = typeof storeInventory.$inferSelect;

/**
 * Only the first products of the catalogue are stocked in stores: 2 000 products across 30
 * stores is already ~470 000 rows, and a 100 000-product benchmark catalogue would otherwise
 * need over twenty million rows that no store page looks at.
 */
export const STORE_STOCKED_PRODUCTS = 2000;

/**
 * Each store carries about half of the assortment; a carried product has a row for every variant,
 * some at zero. The regular shoe is carried everywhere in every size, for pickup scenarios.
 */
export function storeStockRows(bundle: ProductBundle): StoreInventoryRow[] {
  if (!bundle.inStores) return [];
  const productId = bundle.product.id;
  const everywhere = productId === SEED_IDS.regularShoe;
  const random = createRandom('store-stock', productId);
  return retailStores
    .filter(() => everywhere || random.chance(0.5))
    .flatMap((store) =>
      bundle.variants.map((variant) => ({
        storeId: store.id,
        variantId: variant.id,
        quantity: !everywhere && random.chance(0.2) ? 0 : random.int(1, 8),
      })),
    );
}
