import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/urls';
import { getPublicBaseUrl } from './_server/seo';

// PUBLIC_BASE_URL is read when served, not when built.
export const dynamic = 'force-dynamic';

/**
 * Crawlers may read the catalogue; search results, shopper pages, editors' preview and tools,
 * and the API stay out.
 */
export default function robots(): MetadataRoute.Robots {
  const baseUrl = getPublicBaseUrl();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        '/pre',
        '/*/editor',
        '/*/search',
        '/*/account',
        '/*/cart',
        '/*/checkout',
        '/*/dev/',
      ],
    },
    sitemap: absoluteUrl(baseUrl, '/sitemap.xml'),
  };
}
