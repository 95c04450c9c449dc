import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { canvases } from '../db/schema';

/** Parents are followed this far at most, so a loop of `parent` slugs cannot hang a lookup. */
const MAX_DEPTH = 8;

/**
 * The storefront path of a site's page canvas, as an editor previews it: `home` is the site's
 * home, any other page sits under the chain of its `parent` slugs (`/en-us/help/returns`).
 */
export async function pagePath(db: Database, siteId: string, slug: string): Promise<string> {
  if (slug === 'home') return `/${siteId}`;
  const chain = [slug];
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const [row] = await db
      .select({ draft: canvases.draft, published: canvases.published })
      .from(canvases)
      .where(
        and(eq(canvases.siteId, siteId), eq(canvases.type, 'page'), eq(canvases.key, chain[0]!)),
      );
    const parent = (row?.draft ?? row?.published)?.parent;
    if (typeof parent !== 'string' || parent === 'home' || chain.includes(parent)) break;
    chain.unshift(parent);
  }
  return `/${siteId}/${chain.join('/')}`;
}
