import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories } from '../db/schema';
import { categoryPath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n/locales';
import { localize } from './localize';

export type CategoryRow = typeof categories.$inferSelect;

export async function findCategory(db: Database, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** The category's children that shoppers see, in display order. */
export function visibleChildren(db: Database, parentId: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, parentId), eq(categories.isVisible, true)))
    .orderBy(asc(categories.position));
}

/** Root first, the category itself last. */
export async function categoryTrail(db: Database, category: CategoryRow, locale: Locale) {
  const trail: CategoryRow[] = [category];
  let parentId = category.parentId;
  // Category trees are shallow (a handful of levels); a guard stops a corrupt cycle.
  while (parentId && trail.length < 12) {
    const parent = await findCategory(db, parentId);
    if (!parent) break;
    trail.unshift(parent);
    parentId = parent.parentId;
  }
  return trail.map((row) => ({
    id: row.id,
    name: localize(row.name, locale),
    url: categoryPath(locale, row.slug, row.id),
  }));
}
