/** What a link check needs from a page: the site paths its anchors lead to. */

const anchorHref = /<a\b[^>]*?\bhref="([^"]*)"/gi;

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * The same-site paths (with their query, without the fragment) that a page's anchors lead to.
 * Other sites, `mailto:`, `tel:` and the API's downloads are left out: the check asks our pages.
 */
export function sitePathsIn(html: string, pageUrl: string): string[] {
  const page = new URL(pageUrl);
  const paths = new Set<string>();
  for (const [, raw] of html.matchAll(anchorHref)) {
    const href = decodeEntities(raw ?? '').trim();
    if (!href || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    if (url.origin !== page.origin || url.pathname.startsWith('/api/')) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths];
}

/**
 * Whether the check reads a page's own links too. Listings and product pages are checked but
 * not read: their links are more catalogue (filters, pages, products), which the catalogue's own
 * tests cover; reading them would crawl every product of every locale.
 */
export function isCrawled(path: string, locale: string): boolean {
  const { pathname, search } = new URL(path, 'http://site');
  if (search) return false;
  if (pathname !== `/${locale}` && !pathname.startsWith(`/${locale}/`)) return false;
  return !/\/(c|p)\//.test(pathname);
}
