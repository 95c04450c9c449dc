import { absoluteUrl } from '@/lib/seo/urls';
import { sitemapIndexXml } from '@/lib/seo/sitemap-xml';
import { sitemapCount } from '../_server/sitemap';
import { getPublicBaseUrl } from '../_server/seo';

// Read at request time: the catalogue changes after the build.
export const dynamic = 'force-dynamic';

/** The sitemap index: one sitemap of home and category pages, then products in pages. */
export async function GET() {
  const baseUrl = getPublicBaseUrl();
  const count = await sitemapCount();
  const urls = Array.from({ length: count }, (_, index) =>
    absoluteUrl(baseUrl, `/sitemaps/${index}.xml`),
  );
  return new Response(sitemapIndexXml(urls), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
