import { CARRIED_QUERY_PARAMETERS } from '../routes/carried-query';

/** How much of a link must match the page: its path, or its path and its query. */
export type CurrentPageMatch = 'path' | 'path-and-query';

const carried = new Set<string>(CARRIED_QUERY_PARAMETERS);

/** The path as pages are addressed: without preview's `/pre` prefix or a trailing slash. */
function normalisedPath(path: string): string {
  const withoutPreview = path.replace(/^\/pre(?=\/)/, '');
  return withoutPreview.length > 1 ? withoutPreview.replace(/\/+$/, '') : withoutPreview;
}

/** The query's own parameters, sorted: carried ones (preview, CMS switches) say nothing of the page. */
function ownQuery(query: URLSearchParams): string {
  return [...query]
    .filter(([name]) => !carried.has(name))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join('&');
}

/**
 * Whether a link leads to the page being shown (spec 002 section 2: a CTA collection marks the
 * button whose link path and query match the current page). Links to other sites never do.
 */
export function isCurrentPage(
  href: string,
  page: { pathname: string; search: URLSearchParams },
  match: CurrentPageMatch,
): boolean {
  const base = 'http://current-page.invalid';
  const link = new URL(href, `${base}${page.pathname}`);
  if (link.origin !== base) return false;
  if (normalisedPath(link.pathname) !== normalisedPath(page.pathname)) return false;
  return match === 'path' || ownQuery(link.searchParams) === ownQuery(page.search);
}
