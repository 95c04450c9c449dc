import { z } from 'zod';

export const countryEntrySchema = z.object({
  name: z.string(),
  code: z.string().length(2),
  dialCode: z.string(),
  phoneMask: z.string().optional(),
});
export const countryListResponseSchema = z.object({ countries: z.array(countryEntrySchema) });
export type CountryListResponse = z.infer<typeof countryListResponseSchema>;

export const storeSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  province: z.string().nullable(),
  countryCode: z.string(),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const storeListResponseSchema = z.object({ stores: z.array(storeSummarySchema) });
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;
