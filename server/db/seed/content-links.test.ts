import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/locales';
import { canvasRows } from './content';
import { ImageRegistry } from './image-jobs';

/**
 * The pages app/[locale] serves that a menu, footer or banner may link to, after the locale.
 * A link to anything else is a 404 (and Next's <Link> prefetches it on every page view): add
 * the page first, then the link.
 */
const storePages = [
  /^$/,
  /^c\/[a-z0-9-]+-\d{4,10}$/,
  /^p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/,
  /^(account|cart|search|sign-in|sign-up|order-status)$/,
  /^account\/(orders|profile|payment-methods|loyalty|communication)$/,
  /^help\/(contact-us|returns\/how-to-return)$/,
  /^stores(\/[A-Za-z0-9-]{1,20})?$/,
  /^(privacy|sale-terms|brand-terms|loyalty-terms|sms-terms|associate-discount-terms)$/,
];

/** Every link in a seeded document: menu targets, and `url`s of things with a `text`. */
function linksIn(value: unknown): string[] {
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
    const links = rows.flatMap((row) =>
      [row.published, row.draft].flatMap(linksIn).map((link) => ({ locale: row.siteId, link })),
    );
    expect(links.length).toBeGreaterThan(locales.length * 10);
    const dead = links.filter(({ locale, link }) => {
      const prefix = `/${locale}`;
      if (link !== prefix && !link.startsWith(`${prefix}/`)) return true;
      const page = link.slice(prefix.length + 1);
      return !storePages.some((pattern) => pattern.test(page));
    });
    expect(dead).toEqual([]);
  });
});
