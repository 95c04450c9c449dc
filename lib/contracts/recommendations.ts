import { z } from 'zod';
import { wholeNumberParam } from './query-values';
import { currencies } from '../i18n/locales';
import { imageSchema, priceRangeSchema } from './products';

export const RECOMMENDATION_LIMIT_MAX = 24;
export const UPSELL_LIMIT_MAX = 6;

const productIdList = z
  .string()
  .regex(/^[A-Z0-9]{8,11}(,[A-Z0-9]{8,11}){0,19}$/, 'One to 20 product ids, comma-separated.')
  .transform((value) => [...new Set(value.split(','))]);

/**
 * GET /products/v1/widgetRecommendations. The product page sends its product; the cart sends
 * every product in it, and none of them is recommended back.
 */
export const widgetRecommendationsQuerySchema = z.object({
  productIds: productIdList,
  limit: wholeNumberParam(1, RECOMMENDATION_LIMIT_MAX).default(12),
  upsellLimit: wholeNumberParam(0, UPSELL_LIMIT_MAX).default(3),
});
export type WidgetRecommendationsQuery = z.infer<typeof widgetRecommendationsQuerySchema>;

/** Where a recommendation came from: bought together with the products, or the same category. */
export const recommendationSources = ['co-purchase', 'category'] as const;

/** A recommendation: recToken, title, url, image, rating, id, currency, price. */
export const recommendedProductSchema = z.object({
  id: z.string(),
  recToken: z.string(),
  title: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  currency: z.enum(currencies),
  price: priceRangeSchema.nullable(),
  source: z.enum(recommendationSources),
});
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;

/** An upsell: id, sku, name, url, image, price; `sku` is an in-stock variant to add. */
export const upsellSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  image: imageSchema.nullable(),
  currency: z.enum(currencies),
  price: z.number().nonnegative(),
});
export type Upsell = z.infer<typeof upsellSchema>;

export const widgetRecommendationsResponseSchema = z.object({
  productIds: z.array(z.string()),
  recommendations: z.array(recommendedProductSchema),
  upsells: z.array(upsellSchema),
});
export type WidgetRecommendationsResponse = z.infer<typeof widgetRecommendationsResponseSchema>;
