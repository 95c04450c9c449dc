import { z } from 'zod';

/** What a collection point does with parcels: hands them out, takes returns, checks ages. */
export const collectionPointServices = [
  'parcelPickup',
  'parcelDropOff',
  'ageVerification',
] as const;
export type CollectionPointService = (typeof collectionPointServices)[number];

export const COLLECTION_POINT_LIMIT_MAX = 20;

/**
 * POST /stores/v1/collectionPoints: carriers' pick-up points near a postal code (in a country)
 * or near coordinates, nearest first.
 */
export const collectionPointSearchRequestSchema = z
  .object({
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
    postalCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/)
      .optional(),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    limit: z.number().int().min(1).max(COLLECTION_POINT_LIMIT_MAX).default(10),
  })
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), {
    message: 'Send latitude and longitude together.',
    path: ['longitude'],
  })
  .refine((body) => body.postalCode !== undefined || body.latitude !== undefined, {
    message: 'Send a postal code or coordinates.',
    path: ['postalCode'],
  })
  .refine((body) => body.postalCode === undefined || body.countryCode !== undefined, {
    message: 'A postal code needs its country code.',
    path: ['countryCode'],
  });
export type CollectionPointSearchRequest = z.infer<typeof collectionPointSearchRequestSchema>;
export type CollectionPointSearchInput = z.input<typeof collectionPointSearchRequestSchema>;

const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const collectionPointSchema = z.object({
  /** The id a bag line names as its storeId (method pudo). */
  id: z.string(),
  name: z.string(),
  carrier: z.string(),
  address: z.object({
    addressLine1: z.string(),
    city: z.string(),
    postalCode: z.string(),
    province: z.string().nullable(),
    countryCode: z.string(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line kilometres from the searched place; null when it could not be placed. */
  distanceKm: z.number().nonnegative().nullable(),
  /** Local opening hours per day: "08:00-19:00", "08:00-12:00, 14:00-19:00" or "closed". */
  hours: z.record(z.enum(weekDays), z.string()),
  services: z.array(z.enum(collectionPointServices)),
});
export type CollectionPoint = z.infer<typeof collectionPointSchema>;

export const collectionPointSearchResponseSchema = z.object({
  collectionPoints: z.array(collectionPointSchema),
});
export type CollectionPointSearchResponse = z.infer<typeof collectionPointSearchResponseSchema>;
