import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, itemListJsonLd, productJsonLd, serializeJsonLd } from './json-ld';
import { pageMetadata } from './metadata';
import { hreflangAlternates, samePathIn } from './urls';

const base = 'https://shop.example';

describe('hreflang alternates', () => {
  it('lists the page under every locale and an x-default in en-us', () => {
    const languages = hreflangAlternates(base, samePathIn('/fr-fr/c/shoes-1000'));
    expect(languages['fr-FR']).toBe('https://shop.example/fr-fr/c/shoes-1000');
    expect(languages['de-DE']).toBe('https://shop.example/de-de/c/shoes-1000');
    expect(languages['x-default']).toBe('https://shop.example/en-us/c/shoes-1000');
    expect(Object.keys(languages)).toHaveLength(8);
  });

  it('leaves out locales where the page does not exist', () => {
    const languages = hreflangAlternates(base, (locale) =>
      locale.startsWith('en') ? `/${locale}` : null,
    );
    expect(Object.keys(languages).sort()).toEqual(['en-CA', 'en-GB', 'en-US', 'x-default']);
  });

  it('maps the home page of a locale', () => {
    expect(samePathIn('/it-it')('de-de')).toBe('/de-de');
  });
});

describe('page metadata', () => {
  it('gives canonical, Open Graph in the page locale and noindex when asked', () => {
    const metadata = pageMetadata({
      baseUrl: base,
      locale: 'de-de',
      path: '/de-de/c/schuhe-1000',
      title: 'Schuhe',
      description: 'Alle Schuhe',
      image: { url: '/media/a.webp', alt: 'A' },
      noindex: true,
    });
    expect(metadata.alternates?.canonical).toBe('https://shop.example/de-de/c/schuhe-1000');
    expect(metadata.openGraph).toMatchObject({
      locale: 'de_DE',
      url: 'https://shop.example/de-de/c/schuhe-1000',
      images: [{ url: 'https://shop.example/media/a.webp', alt: 'A' }],
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('JSON-LD', () => {
  it('escapes markup so a name cannot close the script element', () => {
    const json = serializeJsonLd(breadcrumbListJsonLd(base, [{ name: '</script>', url: '/x' }]));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toMatchObject({ '@context': 'https://schema.org' });
  });

  it('numbers the items of a later page after the earlier ones', () => {
    const list = itemListJsonLd(base, [{ name: 'A', url: '/en-us/p/a-ST00000001' }], 24);
    expect(list.itemListElement).toEqual([
      expect.objectContaining({ position: 25, url: 'https://shop.example/en-us/p/a-ST00000001' }),
    ]);
  });

  it('offers a price range as an AggregateOffer and omits a rating without reviews', () => {
    const product = productJsonLd(base, {
      id: 'ST00000001',
      name: 'Runner',
      url: '/en-us/p/runner-ST00000001',
      images: ['/media/runner.webp'],
      brand: 'Stride',
      currency: 'USD',
      price: { low: 90, high: 110 },
      inStock: true,
      rating: { value: 0, count: 0 },
    });
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '90.00',
      highPrice: '110.00',
    });
    expect(product.aggregateRating).toBeUndefined();
  });
});
