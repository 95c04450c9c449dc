import type { Metadata } from 'next';
import type { PageCanvas } from '../contracts/content';
import type { Locale } from '../i18n/locales';
import { pageMetadata } from './metadata';
import { absoluteUrl, type LocalizedPath } from './urls';

/** Robots directives an editor may set on a CMS page; anything else is ignored. */
function robotsOf(robots: string | undefined): Metadata['robots'] {
  if (!robots) return undefined;
  const directives = new Set(robots.toLowerCase().split(/[\s,]+/));
  return { index: !directives.has('noindex'), follow: !directives.has('nofollow') };
}

/**
 * A CMS page's metadata (spec 002 section 3: htmlTitle, htmlDescription, og*, canonical,
 * robots) as Next's `generateMetadata` returns it, on top of the store's canonical URL,
 * hreflang alternates and link-preview cards.
 */
export function canvasMetadata(
  canvas: Pick<PageCanvas, 'metadata'>,
  page: {
    baseUrl: string;
    locale: Locale;
    path: string;
    pathIn?: LocalizedPath;
    openGraphType?: 'website' | 'article';
    /** The link-preview picture when the editor set no `ogImage` (an article's picture). */
    image?: { url: string; alt: string };
  },
): Metadata {
  const { metadata } = canvas;
  const { image, ...seo } = page;
  const base = pageMetadata({
    ...seo,
    title: metadata.ogTitle ?? metadata.htmlTitle,
    description: metadata.ogDescription ?? metadata.htmlDescription,
    image: metadata.ogImage ? { url: metadata.ogImage, alt: metadata.htmlTitle } : (image ?? null),
  });
  return {
    ...base,
    title: { absolute: metadata.htmlTitle },
    description: metadata.htmlDescription,
    alternates: metadata.canonical
      ? { ...base.alternates, canonical: absoluteUrl(page.baseUrl, metadata.canonical) }
      : base.alternates,
    robots: robotsOf(metadata.robots) ?? base.robots,
  };
}
