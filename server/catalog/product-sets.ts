import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { productSetMembers, productSets, products } from '../db/schema';
import { groupBy } from '@/lib/collections';
import type { ProductSet } from '@/lib/contracts/product-sets';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { getProductTiles } from './category-listing';
import { localize } from './localize';

/** Sets with their online members as cards; `leaveOut` drops one product from every set. */
async function loadSets(
  db: Database,
  setIds: string[],
  locale: Locale,
  leaveOut?: string,
): Promise<ProductSet[]> {
  if (setIds.length === 0) return [];
  const [sets, members] = await Promise.all([
    db.select().from(productSets).where(inArray(productSets.id, setIds)),
    db
      .select({ setId: productSetMembers.setId, productId: productSetMembers.productId })
      .from(productSetMembers)
      .innerJoin(products, eq(products.id, productSetMembers.productId))
      .where(and(inArray(productSetMembers.setId, setIds), eq(products.isOnline, true)))
      .orderBy(asc(productSetMembers.position), asc(productSetMembers.productId)),
  ]);
  const membersOf = groupBy(members, (member) => member.setId);
  const { currency } = settingsFor(locale);
  const tiles = await getProductTiles(
    db,
    [...new Set(members.map((member) => member.productId))].filter((id) => id !== leaveOut),
    locale,
    currency,
  );
  const tileById = new Map(tiles.map((tile) => [tile.id, tile]));
  const setById = new Map(sets.map((set) => [set.id, set]));
  return setIds.flatMap((id) => {
    const set = setById.get(id);
    if (!set) return [];
    return [
      {
        id: set.id,
        slug: set.slug,
        name: localize(set.name, locale),
        products: (membersOf.get(id) ?? []).flatMap((member) => {
          const tile = tileById.get(member.productId);
          return tile ? [tile] : [];
        }),
      },
    ];
  });
}

export async function getProductSet(
  db: Database,
  setId: string,
  locale: Locale,
): Promise<ProductSet | null> {
  const [set] = await loadSets(db, [setId], locale);
  return set ?? null;
}

/** Every set the product belongs to, for "complete the look". */
export async function getProductSetsOf(
  db: Database,
  productId: string,
  locale: Locale,
  excludeSelf: boolean,
): Promise<ProductSet[]> {
  const rows = await db
    .select({ setId: productSetMembers.setId })
    .from(productSetMembers)
    .where(eq(productSetMembers.productId, productId))
    .orderBy(asc(productSetMembers.setId));
  const sets = await loadSets(
    db,
    rows.map((row) => row.setId),
    locale,
    excludeSelf ? productId : undefined,
  );
  return sets.filter((set) => set.products.length > 0);
}
