import { describe, expect, it } from 'vitest';
import {
  decidePreview,
  previewInstant,
  previewReturnPath,
  previewTarget,
  toDateTimeLocal,
  type PreviewRequest,
} from './preview-routing';

const request = (
  url: string,
  cookies: { draft?: boolean; editor?: boolean } = {},
): PreviewRequest => {
  const parsed = new URL(url, 'http://shop.test');
  return {
    pathname: parsed.pathname,
    searchParams: parsed.searchParams,
    hasDraftCookie: cookies.draft ?? false,
    hasEditorCookie: cookies.editor ?? false,
    visitorLocale: 'de-de',
  };
};

describe('preview routing', () => {
  it('sends a visitor at /pre to the published page', () => {
    expect(decidePreview(request('/pre/en-us/c/men-1000?sort=new&preview=true'))).toEqual({
      kind: 'redirect',
      location: '/en-us/c/men-1000?sort=new',
    });
    expect(decidePreview(request('/pre'))).toEqual({ kind: 'redirect', location: '/de-de' });
  });

  it('takes a signed-in editor at /pre through the entry handler', () => {
    expect(
      decidePreview(request('/pre/en-us?previewDateTime=2026-12-01T09:00', { editor: true })),
    ).toEqual({
      kind: 'redirect',
      location: '/en-us/editor/preview?to=%2Fen-us&previewDateTime=2026-12-01T09%3A00',
    });
  });

  it('renders /pre pages in draft mode under their own locale path', () => {
    expect(decidePreview(request('/pre/en-us/p/runner-ST0001?x=1', { draft: true }))).toEqual({
      kind: 'preview',
      rewriteTo: '/en-us/p/runner-ST0001',
    });
  });

  it('lets ?preview=true enter the preview for editors only', () => {
    expect(decidePreview(request('/en-us/cart?preview=true&leadSource=ad'))).toEqual({
      kind: 'none',
    });
    expect(
      decidePreview(request('/en-us/cart?preview=true&leadSource=ad', { editor: true })),
    ).toEqual({
      kind: 'redirect',
      location: '/en-us/editor/preview?to=%2Fen-us%2Fcart%3FleadSource%3Dad',
    });
    expect(decidePreview(request('/en-us?preview=true', { editor: true, draft: true }))).toEqual({
      kind: 'preview',
    });
  });

  it('marks the editor pages and every draft-mode page private', () => {
    expect(decidePreview(request('/fr-fr/editor/showcase?preview=true', { editor: true }))).toEqual(
      { kind: 'preview' },
    );
    expect(decidePreview(request('/en-us/c/men-1000', { draft: true })).kind).toBe('preview');
    expect(decidePreview(request('/en-us/c/men-1000', { editor: true })).kind).toBe('none');
    expect(decidePreview(request('/presents')).kind).toBe('none');
  });
});

describe('preview target', () => {
  it('keeps a path of this site that starts with a locale, without /pre', () => {
    expect(previewTarget('/en-us/c/men-1000?sort=new', 'en-us')).toBe('/en-us/c/men-1000?sort=new');
    expect(previewTarget('/pre/fr-fr/cart', 'en-us')).toBe('/fr-fr/cart');
  });

  it('answers the locale home for anything else', () => {
    for (const to of [
      null,
      '',
      'en-us',
      '//evil.example/en-us',
      '/\\evil.example',
      '/xx-yy/cart',
      'https://evil.example/en-us',
    ]) {
      expect(previewTarget(to, 'it-it')).toBe('/it-it');
    }
  });
});

describe('preview return path', () => {
  it('takes `to` first, else the path of the page the editor came from', () => {
    expect(previewReturnPath('/en-us/cart', 'http://shop.test/en-us/p/x', 'en-us')).toBe(
      '/en-us/cart',
    );
    expect(previewReturnPath(null, 'http://shop.test/pre/fr-fr/c/men-1000?page=2', 'en-us')).toBe(
      '/fr-fr/c/men-1000?page=2',
    );
  });

  it('never leaves the site for a foreign or missing Referer', () => {
    expect(previewReturnPath(null, 'https://evil.example/en-gb/cart', 'en-us')).toBe('/en-gb/cart');
    expect(previewReturnPath(null, 'https://evil.example/', 'en-us')).toBe('/en-us');
    expect(previewReturnPath(null, 'not a url', 'de-de')).toBe('/de-de');
    expect(previewReturnPath(null, null, 'it-it')).toBe('/it-it');
  });
});

describe('preview instant', () => {
  it('reads ISO instants and zone-less datetime-local values as UTC', () => {
    expect(previewInstant('2026-12-01T09:30')).toBe('2026-12-01T09:30:00.000Z');
    expect(previewInstant('2026-12-01T10:30:00+01:00')).toBe('2026-12-01T09:30:00.000Z');
    expect(toDateTimeLocal('2026-12-01T09:30:00.000Z')).toBe('2026-12-01T09:30');
  });

  it('answers null for nothing or nonsense', () => {
    for (const value of [null, '', 'tomorrow', '2026-13-45T99:99']) {
      expect(previewInstant(value)).toBeNull();
    }
  });
});
