import { z } from 'zod';

/** A consumer's saved addresses (spec 001 sections 3 and 4). */

/** S: a shipping address; B: a billing address (spec 001 section 3). */
export const approachTypes = ['S', 'B'] as const;
export type ApproachType = (typeof approachTypes)[number];

/** A saved address as the profile lists it; the phone in international form. */
export const savedAddressSchema = z.object({
  id: z.string(),
  approachType: z.enum(approachTypes),
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  countryCode: z.string().length(2),
  phone: z.string(),
  phoneCode: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
