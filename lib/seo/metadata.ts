import type { Metadata } from 'next';
import { locales, type Locale } from '../i18n/locales';
import {
  absoluteUrl,
  hreflangAlternates,
  openGraphLocale,
  samePathIn,
  type LocalizedPath,
} from './urls';

export interface PageSeo {
  baseUrl: string;
  locale: Locale;
  /** The page's own path in `locale`, without query: the canonical URL. */
  path: string;
  title: string;
  description?: string;
  /** Where the page lives in other locales; the same path under each prefix by default. */
  pathIn?: LocalizedPath;
  /** Absolute or site-relative image for link previews. */
  image?: { url: string; alt: string } | null;
  openGraphType?: 'website' | 'article';
  /** Pages that must not be indexed (search results, filtered listings, account pages). */
  noindex?: boolean;
  siteName?: string;
}

/**
 * Title, description, canonical URL, hreflang alternates across locales, Open Graph and
 * Twitter card for one page, in the shape Next's `generateMetadata` returns.
 */
export function pageMetadata(seo: PageSeo): Metadata {
  const canonical = absoluteUrl(seo.baseUrl, seo.path);
  const pathIn = seo.pathIn ?? samePathIn(seo.path);
  const image = seo.image
    ? { url: absoluteUrl(seo.baseUrl, seo.image.url), alt: seo.image.alt }
    : null;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical, languages: hreflangAlternates(seo.baseUrl, pathIn) },
    openGraph: {
      type: seo.openGraphType ?? 'website',
      url: canonical,
      title: seo.title,
      description: seo.description,
      siteName: seo.siteName,
      locale: openGraphLocale(seo.locale),
      alternateLocale: locales
        .filter((other) => other !== seo.locale && pathIn(other) !== null)
        .map(openGraphLocale),
      images: image ? [image] : undefined,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: seo.title,
      description: seo.description,
      images: image ? [image.url] : undefined,
    },
    robots: seo.noindex ? { index: false, follow: true } : undefined,
  };
}
