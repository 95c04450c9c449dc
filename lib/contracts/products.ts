import { z } from 'zod';
import { wholeNumberParam } from './query-values';
import { currencies } from '../i18n/locales';
import { catalogSorts } from './catalog-sorts';
import { facetSchema, listingFiltersSchema } from './listing';
import { stockStatuses } from './product-values';

/** Amounts on the wire are decimal numbers in the currency's major unit (e.g. 129.95). */
export const moneySchema = z.number().nonnegative();

export const priceRangeSchema = z.object({
  lowOriginal: moneySchema,
  highOriginal: moneySchema,
  lowCurrent: moneySchema,
  highCurrent: moneySchema,
  /** Discount of the lowest current price against the lowest original, one decimal. */
  percentagePriceDiscount: z.number().min(0).max(100),
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

export const stockStatusSchema = z.enum(stockStatuses);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const imageSchema = z.object({ url: z.string(), alt: z.string() });

export const variantSchema = z.object({
  id: z.string(),
  upc: z.string(),
  attributes: z.object({ color: z.string(), size: z.string() }),
  price: z.object({ original: moneySchema, current: moneySchema }).nullable(),
  notifyMe: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;

export const attributeOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  swatch: z.string().optional(),
  images: z.array(imageSchema).optional(),
});

export const productAttributeSchema = z.object({
  type: z.enum(['color', 'size']),
  label: z.string(),
  options: z.array(attributeOptionSchema),
});

export const breadcrumbSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

export const productDetailsSchema = z.object({
  id: z.string(),
  styleId: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  currency: z.enum(currencies),
  price: priceRangeSchema.nullable(),
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  productType: z.string(),
  kind: z.string(),
  isDigital: z.boolean(),
  isReservable: z.boolean(),
  isGiftWithPurchase: z.boolean(),
  presale: z.boolean(),
  /** ISO date while the product is coming soon, else null. */
  targetPublishDate: z.string().nullable(),
  maxQty: z.number().int().positive(),
  details: z.array(z.string()),
  modelMeasurements: z.string().nullable(),
  attributes: z.array(productAttributeSchema),
  variants: z.array(variantSchema),
  breadcrumbs: z.array(breadcrumbSchema),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const productTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  currency: z.enum(currencies),
  price: priceRangeSchema.nullable(),
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  colorCount: z.number().int().nonnegative(),
  swatches: z.array(z.object({ value: z.string(), label: z.string(), swatch: z.string() })),
});
export type ProductTile = z.infer<typeof productTileSchema>;

export { catalogSorts, type CatalogSort } from './catalog-sorts';

const pagingSchema = z.object({
  page: wholeNumberParam(1, 10_000).default(1),
  pageSize: wholeNumberParam(1, 96).default(24),
  sort: z.enum(catalogSorts).default('relevance'),
});

export const catalogQuerySchema = z
  .object({ categoryId: z.string().regex(/^\d{4,10}$/) })
  .extend(pagingSchema.shape)
  .extend(listingFiltersSchema.shape);
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

export const catalogResponseSchema = z.object({
  category: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    children: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  }),
  breadcrumbs: z.array(breadcrumbSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  products: z.array(productTileSchema),
  facets: z.array(facetSchema),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const SEARCH_QUERY_MAX = 100;

export const productSearchQuerySchema = z
  .object({ q: z.string().trim().min(1).max(SEARCH_QUERY_MAX) })
  .extend(pagingSchema.shape)
  .extend(listingFiltersSchema.shape);
export type ProductSearchQuery = z.output<typeof productSearchQuerySchema>;

export const productSearchResponseSchema = z.object({
  query: z.string(),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(1),
  /** More products matched than a search considers: `total` is that cap; suggest narrowing. */
  capped: z.boolean(),
  products: z.array(productTileSchema),
  facets: z.array(facetSchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

export const autoSuggestQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX).default(''),
  limit: wholeNumberParam(1, 10).default(5),
});
export type AutoSuggestQuery = z.output<typeof autoSuggestQuerySchema>;

export const autoSuggestResponseSchema = z.object({
  query: z.string(),
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      image: imageSchema.nullable(),
      currency: z.enum(currencies),
      price: priceRangeSchema.nullable(),
    }),
  ),
  categories: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  /** What other shoppers searched for that found something, most searched first. */
  popularSearches: z.array(z.string()),
});
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponseSchema>;

export const inventoryResponseSchema = z.object({
  productId: z.string(),
  variants: z.record(
    z.string(),
    z.object({ quantity: z.number().int().nonnegative(), stockStatus: stockStatusSchema }),
  ),
});
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

export const storeAvailabilityRequestSchema = z.object({
  storeIds: z
    .array(z.string().regex(/^[A-Za-z0-9-]{1,20}$/))
    .min(1)
    .max(50),
  /** One size; all of the product's variants when absent. */
  variantId: z.string().min(1).max(64).optional(),
});
export type StoreAvailabilityRequest = z.infer<typeof storeAvailabilityRequestSchema>;

export const storeAvailabilityResponseSchema = z.object({
  productId: z.string(),
  storeInventory: z.array(
    z.object({
      storeId: z.string(),
      variantId: z.string(),
      quantity: z.number().int().nonnegative(),
    }),
  ),
});
export type StoreAvailabilityResponse = z.infer<typeof storeAvailabilityResponseSchema>;
