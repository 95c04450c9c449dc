/** sitemaps.org allows 50,000 URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  url: string;
  lastModified?: Date;
  /** hreflang → absolute URL of the same page in each language. */
  alternates?: Record<string, string>;
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const items = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items.join('')}</sitemapindex>\n`;
}

export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map((entry) => {
    const alternates = Object.entries(entry.alternates ?? {})
      .map(
        ([language, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    const lastModified = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `<url><loc>${escapeXml(entry.url)}</loc>${lastModified}${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${items.join('')}</urlset>\n`;
}
