import { describe, expect, it } from 'vitest';
import { canonicalPathOf, parseAlternateSegment } from './alternate-paths';
import { fixedPageOf, pageTypeOf } from './page-type';

describe('page type from the URL', () => {
  it.each([
    ['/en-us', 'home'],
    ['/fr-fr/', 'home'],
    ['https://shop.example/de-de?utm_source=mail', 'home'],
    ['/en-us/p/velocity-running-shoe-ST00000001', 'product'],
    ['/en-us/c/men-1000', 'category'],
    ['/en-us/c/men-1000?size=9&page=2', 'category'],
    ['/en-us/velocity-running-shoe-pST00000001', 'product'],
    ['/en-us/mens-shoes-c100010', 'category'],
    ['/pre/en-us/p/velocity-ST00000001', 'product'],
    ['/pre/en-us', 'home'],
    ['/en-us/cart', 'cart'],
    ['/en-us/checkout', 'checkout'],
    ['/en-us/checkout/shipping', 'checkout'],
    ['/en-us/order-confirmation?storeContext=applePayPdp', 'orderConfirmation'],
    ['/en-us/checkout/order-confirmation', 'orderConfirmation'],
    ['/en-us/account', 'account'],
    ['/en-us/account/orders', 'account'],
    ['/en-us/account-profile', 'account'],
    ['/en-us/search?q=shoe', 'search'],
    ['/en-us/search-hub', 'searchHub'],
    ['/en-us/error-4xx', 'error'],
    ['/en-us/store-locator', 'other'],
    ['/en-us/help/contact-us', 'other'],
    ['/', 'other'],
    ['/english', 'other'],
    ['/en-us/p', 'other'],
  ])('%s is %s', (url, type) => {
    expect(pageTypeOf(url)).toBe(type);
  });

  it('is an error page when the meta description says the page is not available', () => {
    expect(
      pageTypeOf('/en-us/p/gone-ST00000001', {
        metaDescription: 'Sorry, this page is not available.',
      }),
    ).toBe('error');
    expect(pageTypeOf('/en-us/p/gone-ST00000001', { metaDescription: 'Fast shoes.' })).toBe(
      'product',
    );
  });

  it('does not take a word containing cart or search for those pages', () => {
    expect(pageTypeOf('/en-us/cartography')).toBe('other');
    expect(pageTypeOf('/en-us/researchers')).toBe('other');
  });
});

describe('fixed pages', () => {
  it('names the fixed CMS page a path shows', () => {
    expect(fixedPageOf('/en-us/store-locator')).toBe('store-locator');
    expect(fixedPageOf('/pre/fr-fr/gift-card?x=1')).toBe('gift-card');
    expect(fixedPageOf('/en-us/c/men-1000')).toBeNull();
    expect(fixedPageOf('/en-us/about')).toBeNull();
  });
});

describe('alternate URL forms', () => {
  it('reads a product and a category alternate', () => {
    expect(parseAlternateSegment('velocity-running-shoe-pST00000001')).toEqual({
      type: 'product',
      slug: 'velocity-running-shoe',
      id: 'ST00000001',
    });
    expect(parseAlternateSegment('mens-shoes-c100010')).toEqual({
      type: 'category',
      slug: 'mens-shoes',
      id: '100010',
    });
  });

  it('refuses ids outside the spec formats', () => {
    expect(parseAlternateSegment('shoe-pST01')).toBeNull();
    expect(parseAlternateSegment('shoe-pst00000001')).toBeNull();
    expect(parseAlternateSegment('shoes-c123')).toBeNull();
    expect(parseAlternateSegment('shoes-c12345678901')).toBeNull();
    expect(parseAlternateSegment('-c1000')).toBeNull();
  });

  it('points at the canonical page', () => {
    expect(canonicalPathOf('fr-fr', { type: 'category', slug: 'mens-shoes', id: '100010' })).toBe(
      '/fr-fr/c/mens-shoes-100010',
    );
    expect(canonicalPathOf('en-us', { type: 'product', slug: 'x', id: 'ST00000001' })).toBe(
      '/en-us/p/x-ST00000001',
    );
  });
});
