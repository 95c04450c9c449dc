import 'server-only';
import type { Metadata } from 'next';
import type { ChildPageLink } from '@/components/legal/cms-page';
import { fillPlaceholders } from '@/lib/content/inline-text';
import { findPageAtPath } from '@/lib/content/page-path';
import type { PageCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { GERMAN_LEGAL_LOCALE, germanLegalPages } from '@/lib/routes';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { getContentValues } from './content-values';
import { getChildren, getPageCanvas } from './reads';
import { getPublicBaseUrl } from './seo';

export type CmsPageCanvas = PageCanvas & { updatedAt: string };

/** The published page at `/{locale}/{segments…}`, whose parent chain is those segments. */
export function findCmsPage(locale: Locale, segments: readonly string[]) {
  return findPageAtPath(segments, (slug) => getPageCanvas(locale, slug));
}

/** A page by its slug, for a page with a route of its own (the loyalty programme). */
export function getCmsPage(locale: Locale, slug: string) {
  return getPageCanvas(locale, slug);
}

/** The pages under a page, linked at their paths (the parent's path and their slug). */
export async function childPageLinks(
  locale: Locale,
  segments: readonly string[],
): Promise<ChildPageLink[]> {
  const slug = segments.at(-1);
  const children = slug ? await getChildren(locale, slug) : null;
  return (children ?? []).map((child) => ({
    href: `/${locale}/${[...segments, child.slug].join('/')}`,
    title: child.title,
  }));
}

const germanOnly = new Set<string>(germanLegalPages);

/**
 * The page's metadata, its placeholders filled as in its text; Germany's own pages exist on the
 * German site only.
 */
export async function cmsPageMetadata(
  page: PageCanvas,
  locale: Locale,
  path: string,
): Promise<Metadata> {
  const values = await getContentValues(locale);
  const filled = Object.fromEntries(
    Object.entries(page.metadata).map(([key, text]) => [key, fillPlaceholders(text, values)]),
  ) as PageCanvas['metadata'];
  return canvasMetadata(
    { metadata: filled },
    {
      baseUrl: getPublicBaseUrl(),
      locale,
      path,
      ...(germanOnly.has(page.name)
        ? { pathIn: (other: Locale) => (other === GERMAN_LEGAL_LOCALE ? path : null) }
        : {}),
    },
  );
}
