import { z } from 'zod';
import { storeSummarySchema } from './utilities';

export const storeSearchRequestSchema = z
  .object({
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    /**
     * A postal code (its start) or city (part of it), case-insensitively: the stores around the
     * first store there are listed, nearest first. Ignored when a point is given.
     */
    query: z.string().trim().min(2).max(60).optional(),
    radiusKm: z.number().positive().max(1000).default(100),
    services: z.array(z.enum(['pickup', 'sts', 'collectionPoint'])).default([]),
    /** The brand's own stores only: the store locator lists no carriers' collection points. */
    excludeCollectionPoints: z.boolean().default(false),
    limit: z.number().int().min(1).max(50).default(10),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Send latitude and longitude together.',
    path: ['longitude'],
  });
export type StoreSearchRequest = z.infer<typeof storeSearchRequestSchema>;

export const storeDetailsSchema = storeSummarySchema.extend({
  email: z.string(),
  hours: z.record(z.string(), z.string()),
  offersPickup: z.boolean(),
  offersShipToStore: z.boolean(),
  isCollectionPoint: z.boolean(),
  /** Straight-line distance from the searched point, when one was given. */
  distanceKm: z.number().nonnegative().nullable(),
});
export type StoreDetails = z.infer<typeof storeDetailsSchema>;

export const storeSearchResponseSchema = z.object({ stores: z.array(storeDetailsSchema) });
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const storeEmployeesResponseSchema = z.object({
  storeId: z.string(),
  employees: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StoreEmployeesResponse = z.infer<typeof storeEmployeesResponseSchema>;
