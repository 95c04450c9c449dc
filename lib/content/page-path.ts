/** A page canvas's key (spec 001 section 7): one flat slug. */
export const PAGE_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Pages that have a route of their own, so they are never served by their slug. */
const PAGES_WITH_OWN_ROUTES = new Set(['home']);

/**
 * The page at a path's segments: the last segment is its slug, and the segments before it are
 * its parent chain, root first (`help/returns/how-to-return`). Null when any page on the way
 * is missing or sits under another parent, so each page has exactly one path.
 */
export async function findPageAtPath<Page extends { parent?: string }>(
  segments: readonly string[],
  load: (slug: string) => Promise<Page | null>,
): Promise<Page | null> {
  const slug = segments.at(-1);
  if (!slug || !segments.every((segment) => PAGE_SLUG.test(segment))) return null;
  if (PAGES_WITH_OWN_ROUTES.has(slug)) return null;
  const page = await load(slug);
  let current = page;
  for (let index = segments.length - 2; current; index -= 1) {
    if (current.parent === undefined) return index === -1 ? page : null;
    if (index < 0 || segments[index] !== current.parent) return null;
    current = await load(current.parent);
  }
  return null;
}
