import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('lists the sitemaps of the index', () => {
    const xml = sitemapIndexXml(['https://shop.example/sitemaps/0.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://shop.example/sitemaps/0.xml</loc></sitemap>');
  });

  it('gives each URL its hreflang alternates and escapes special characters', () => {
    const xml = urlSetXml([
      {
        url: 'https://shop.example/en-us/c/a&b-1000',
        lastModified: new Date('2026-01-02T00:00:00Z'),
        alternates: { 'fr-FR': 'https://shop.example/fr-fr/c/a&b-1000' },
      },
    ]);
    expect(xml).toContain('<loc>https://shop.example/en-us/c/a&#38;b-1000</loc>');
    expect(xml).toContain('<lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-FR" href="https://shop.example/fr-fr/c/a&#38;b-1000"/>',
    );
  });
});
