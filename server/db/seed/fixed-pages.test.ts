import { describe, expect, it } from 'vitest';
import { fixedPages, pageCanvasSchema, type PageCanvas } from '@/lib/contracts/content';
import { formatMoney, toMajor } from '@/lib/format/money';
import { locales } from '@/lib/i18n/locales';
import { RETURN_WINDOW_DAYS } from '@/lib/orders/after-sales-windows';
import { canvasRows } from './content';
import { FLAGSHIP_STORE_ID } from './fixed-pages/facts';
import { ImageRegistry } from './image-jobs';
import { FREE_SHIPPING_THRESHOLD } from './promotions';
import { storeRows } from './stores';

/**
 * The pages a fixed canvas links to, after the locale: the store's routes and the help pages
 * seeded as content (helper "legal"'s /help tree).
 */
const linkedPages = [
  /^$/,
  /^c\/[a-z0-9-]+-\d{4,10}$/,
  /^(cart|order-status|privacy|loyalty)$/,
  /^account(\/(orders|communication|payment-methods|loyalty))?$/,
  /^help(\/(contact-us|shipping-and-delivery|returns(\/how-to-return)?))?$/,
  /^stores\/[A-Za-z0-9-]{1,20}$/,
];

const rows = canvasRows(new ImageRegistry()).filter((row) => row.type === 'fixed');

function canvasOf(locale: string, page: string): PageCanvas {
  const row = rows.find((candidate) => candidate.siteId === locale && candidate.key === page);
  if (!row) throw new Error(`No fixed canvas ${page} for ${locale}`);
  return pageCanvasSchema.parse(row.published);
}

/** Links in a document: `url`s beside a `text`, and text-sections' inline `[words](path)`. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') {
    return [...value.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].flatMap((match) =>
      match[1] ? [match[1]] : [],
    );
  }
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.url === 'string' && typeof record.text === 'string' ? [record.url] : [];
  return [...own, ...Object.values(record).flatMap(linksIn)];
}

describe('seeded fixed pages', () => {
  it('exist in every locale, published and draft, and parse as page canvases', () => {
    for (const locale of locales) {
      for (const page of fixedPages) {
        const row = rows.find((candidate) => candidate.siteId === locale && candidate.key === page);
        expect(row, `${page} in ${locale}`).toBeDefined();
        expect(pageCanvasSchema.safeParse(row?.published).success).toBe(true);
        expect(pageCanvasSchema.safeParse(row?.draft).success).toBe(true);
      }
    }
    expect(rows).toHaveLength(locales.length * fixedPages.length);
  });

  it('link only to pages of their own locale that exist', () => {
    const dead = rows.flatMap((row) =>
      [row.published, row.draft].flatMap(linksIn).filter((link) => {
        const prefix = `/${row.siteId}`;
        if (link !== prefix && !link.startsWith(`${prefix}/`)) return true;
        return !linkedPages.some((pattern) => pattern.test(link.slice(prefix.length + 1)));
      }),
    );
    expect(dead).toEqual([]);
    expect(storeRows().map((store) => store.id)).toContain(FLAGSHIP_STORE_ID);
  });

  it('state the return window and free shipping threshold the store enforces', () => {
    const cart = JSON.stringify(canvasOf('en-us', 'cart'));
    expect(cart).toContain(`${RETURN_WINDOW_DAYS} days`);
    const threshold = formatMoney(toMajor(FREE_SHIPPING_THRESHOLD.EUR), 'EUR', 'de-de');
    expect(JSON.stringify(canvasOf('de-de', 'promotions'))).toContain(threshold);
  });

  it('speak the language of their locale', () => {
    expect(canvasOf('de-de', 'cart').sections[0]?.items[0]).toMatchObject({
      title: `Kostenlose Rücksendung innerhalb von ${RETURN_WINDOW_DAYS} Tagen`,
    });
    expect(canvasOf('fr-ca', 'error-4xx').title).toBe('Page introuvable');
    expect(canvasOf('it-it', 'promotions').title).toBe('Offerte del momento');
  });

  it('place the account’s loyalty bar above the page and the cart’s reassurance below it', () => {
    expect(canvasOf('en-gb', 'account').sections.map((section) => section.name)).toEqual(['top']);
    expect(canvasOf('en-gb', 'cart').sections.map((section) => section.name)).not.toContain('top');
  });
});
