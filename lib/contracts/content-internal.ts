import { z } from 'zod';
import { shoeProductTypes, sizeSystems } from '../product/shoe-sizes';
import { locales } from '../i18n/locales';
import { pageCanvasSchema } from './content';

/** The storefront's internal calls (spec 001 section 7, "Internal"), all under /fapi. */

const linkSchema = z.object({ id: z.string(), text: z.string(), url: z.string() });

/** GET /fapi/components/utility: the header's utility links for the request's locale. */
export const utilityLinksSchema = z.object({ links: z.array(linkSchema) });
export type UtilityLinks = z.infer<typeof utilityLinksSchema>;

/** GET /fapi/components/compare: what product comparison sets side by side. */
export const compareAttributesSchema = z.object({
  attributes: z.array(z.object({ id: z.string(), label: z.string() })),
});

/** GET /fapi/components/collections: the product rails of the locale's home page. */
export const homeCollectionsSchema = z.object({
  collections: z.array(z.object({ id: z.string(), title: z.string(), categoryId: z.string() })),
});

/** GET /fapi/components/foot-sizes: shoe sizes in each system, with the foot's length. */
export const footSizesSchema = z.object({
  columns: z.array(z.enum([...sizeSystems, 'cm'])),
  charts: z.array(
    z.object({ productType: z.enum(shoeProductTypes), rows: z.array(z.array(z.string())) }),
  ),
});

/** GET /fapi/components/search-hub: what the search page shows before a query. */
export const searchHubSchema = z.object({
  popularSearches: z.array(z.string()),
  /** The `hub` search canvas, when one is published. */
  canvas: pageCanvasSchema.nullable(),
});

/** GET /fapi/pages/location-selector: every storefront locale and where its home is. */
export const locationSelectorSchema = z.object({
  locations: z.array(
    z.object({
      locale: z.enum(locales),
      country: z.string(),
      countryName: z.string(),
      language: z.string(),
      languageName: z.string(),
      currency: z.string(),
      url: z.string(),
    }),
  ),
});
