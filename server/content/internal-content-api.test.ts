import { describe, expect, it } from 'vitest';
import { canvasResponseSchema } from '@/lib/contracts/canvas-response';
import { footerCanvasSchema } from '@/lib/contracts/content';
import {
  compareAttributesSchema,
  footSizesSchema,
  homeCollectionsSchema,
  locationSelectorSchema,
  searchHubSchema,
  utilityLinksSchema,
} from '@/lib/contracts/content-internal';
import { locales } from '@/lib/i18n/locales';
import { defaultHeaders, firstError } from '../testing/test-api';
import { pageDocument, setupContentApi } from './content-test-support';

const { call, insertCanvas } = setupContentApi();
const inGerman = { headers: defaultHeaders('de_DE', 'EMEA') };

describe('internal calls (/fapi)', () => {
  it("answers the footer and the pages of the request's locale", async () => {
    const footer = footerCanvasSchema.parse((await call('/fapi/components/footer', inGerman)).json);
    expect(footer.columns.length).toBeGreaterThan(0);

    const home = canvasResponseSchema.parse((await call('/fapi/pages/home', inGerman)).json);
    expect(home).toMatchObject({ siteId: 'de-de', type: 'page', key: 'home', mode: 'publish' });
    const missing = await call('/fapi/pages/nothing-here');
    expect(missing.status).toBe(404);
    expect(firstError(missing.json).errorId).toBe('API404');
  });

  it("lists the header's utility links and the attributes products are compared by", async () => {
    const utility = utilityLinksSchema.parse(
      (await call('/fapi/components/utility', inGerman)).json,
    );
    expect(utility.links).toContainEqual({
      id: 'findStore',
      text: 'Filiale finden',
      url: '/de-de/stores',
    });
    expect(utility.links.map((link) => link.id)).toEqual([
      'help',
      'findStore',
      'orderStatus',
      'signIn',
    ]);
    const compare = compareAttributesSchema.parse((await call('/fapi/components/compare')).json);
    expect(compare.attributes.map((attribute) => attribute.id)).toEqual(
      expect.arrayContaining(['price', 'colors', 'sizes']),
    );
  });

  it("lists the home page's product rails and the shoe size conversions", async () => {
    const collections = homeCollectionsSchema.parse(
      (await call('/fapi/components/collections')).json,
    );
    expect(collections.collections.length).toBeGreaterThan(0);
    const sizes = footSizesSchema.parse((await call('/fapi/components/foot-sizes')).json);
    expect(sizes.columns).toEqual(['US', 'UK', 'EU', 'cm']);
    expect(sizes.charts.map((chart) => chart.productType)).toContain('mens-shoes');
  });

  it("answers the search hub with popular searches and the hub's canvas", async () => {
    const before = searchHubSchema.parse((await call('/fapi/components/search-hub')).json);
    expect(before.canvas).toBeNull();
    await insertCanvas('en-us', 'search', 'hub', { published: pageDocument('Search hub') });
    const after = searchHubSchema.parse((await call('/fapi/components/search-hub')).json);
    expect(after.canvas?.title).toBe('Search hub');
    expect(Array.isArray(after.popularSearches)).toBe(true);
  });

  it('lists every locale with its country, language, currency and home', async () => {
    const selector = locationSelectorSchema.parse(
      (await call('/fapi/pages/location-selector', inGerman)).json,
    );
    expect(selector.locations.map((location) => location.locale)).toEqual([...locales]);
    expect(selector.locations.find((location) => location.locale === 'fr-ca')).toEqual({
      locale: 'fr-ca',
      country: 'CA',
      countryName: 'Kanada',
      language: 'fr',
      languageName: 'Französisch',
      currency: 'CAD',
      url: '/fr-ca',
    });
  });
});
