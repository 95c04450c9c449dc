import { urlSetXml } from '@/lib/seo/sitemap-xml';
import { sitemapEntries } from '../../_server/sitemap';

export const dynamic = 'force-dynamic';

/** `/sitemaps/{n}.xml`: every locale's URL of the pages in sitemap n, with hreflang links. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const entries = match?.[1] ? await sitemapEntries(Number(match[1])) : null;
  if (!entries) return new Response('Not found', { status: 404 });
  return new Response(urlSetXml(entries), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
