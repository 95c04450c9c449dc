import { describe, expect, it } from 'vitest';
import { isLinkableHref, linksIn as inlineLinksIn } from '@/lib/content/inline-text';
import { locales } from '@/lib/i18n/locales';
import { canvasRows } from './content';
import { ImageRegistry } from './image-jobs';

/**
 * The pages app/[locale] serves that a menu, footer or banner may link to, after the locale.
 * A link to anything else is a 404 (and Next's <Link> prefetches it on every page view): add
 * the page first, then the link. CMS pages (help, legal) count where their locale has them.
 */
const storePages = [
  /^$/,
  /^c\/[a-z0-9-]+-\d{4,10}$/,
  /^p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/,
  /^(account|cart|search|sign-in|sign-up|order-status|loyalty)$/,
  /^account\/(orders|profile|payment-methods|loyalty|communication)$/,
  /^help\/contact-us$/,
  /^stores(\/[A-Za-z0-9-]{1,20})?$/,
];

type Row = ReturnType<typeof canvasRows>[number];

/**
 * Each locale's CMS page paths: a page's slug after its parent chain (app/[locale]/[...rest]),
 * and its events (app/[locale]/events/[eventId]) and articles (`articles/{slug}`).
 */
function cmsPagePaths(rows: Row[]): Map<string, Set<string>> {
  const paths = new Map<string, Set<string>>();
  for (const locale of locales) {
    const pages = new Map(
      rows
        .filter((row) => row.siteId === locale && row.type === 'page' && row.key !== 'home')
        .map((row) => [row.key, (row.published as { parent?: string }).parent]),
    );
    const pathOf = (slug: string): string =>
      pages.get(slug) ? `${pathOf(pages.get(slug)!)}/${slug}` : slug;
    const ofType = (type: string, prefix: string) =>
      rows
        .filter((row) => row.siteId === locale && row.type === type)
        .map((row) => `${prefix}/${row.key}`);
    paths.set(
      locale,
      new Set([
        ...[...pages.keys()].map(pathOf),
        ...ofType('event', 'events'),
        ...ofType('article', 'articles'),
      ]),
    );
  }
  return paths;
}

/** Every link in a seeded document: menu targets, `url`s of things with a `text`, inline links. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return inlineLinksIn(value).map((link) => link.href);
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = [
    typeof record.target === 'string' ? record.target : null,
    typeof record.url === 'string' && typeof record.text === 'string' ? record.url : null,
  ].filter((link): link is string => link !== null);
  return [...own, ...Object.values(record).flatMap(linksIn)];
}

describe('seeded content links', () => {
  it('lead to pages the store has, in the document’s own locale', () => {
    const rows = canvasRows(new ImageRegistry());
    const cmsPages = cmsPagePaths(rows);
    const links = rows.flatMap((row) =>
      [row.published, row.draft].flatMap(linksIn).map((link) => ({ locale: row.siteId, link })),
    );
    expect(links.length).toBeGreaterThan(locales.length * 10);
    const dead = links.filter(({ locale, link }) => {
      if (!link.startsWith('/')) return !isLinkableHref(link);
      const prefix = `/${locale}`;
      if (link !== prefix && !link.startsWith(`${prefix}/`)) return true;
      const page = link.slice(prefix.length + 1).split('?')[0] ?? '';
      return !storePages.some((pattern) => pattern.test(page)) && !cmsPages.get(locale)?.has(page);
    });
    expect(dead).toEqual([]);
  });
});
