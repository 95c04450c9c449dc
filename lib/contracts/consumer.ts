import { z } from 'zod';
import { emailSchema, nameSchema } from './auth';

/** Consumer service contracts beyond sign-in. */

/**
 * An empty string counts as not sent: forms post every input, and the spec skips fields left
 * empty. A field therefore cannot be cleared through a profile update. A union rather than a
 * preprocess, so clients keep the field's own input type.
 */
function unlessEmpty<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => undefined), schema]).optional();
}

/** As unlessEmpty, and `null` clears the stored value: preferences a shopper may remove. */
function clearable<T extends z.ZodType>(schema: T) {
  return z.union([z.null(), z.literal('').transform(() => undefined), schema]).optional();
}

/**
 * PUT or POST /consumers-v3/consumer/profile. Only the fields sent change; a body whose every
 * field is empty is refused with PRO412 (an update of nothing is skipped).
 */
export const profileUpdateRequestSchema = z.object({
  consumerProfile: z.object({
    consumerDetails: z
      .object({
        firstName: unlessEmpty(nameSchema),
        lastName: unlessEmpty(nameSchema),
        phone: unlessEmpty(z.string().regex(/^\d{4,15}$/)),
        phoneCode: unlessEmpty(z.string().regex(/^\d{1,4}$/)),
        postalCode: unlessEmpty(z.string().trim().min(2).max(12)),
        birthDate: unlessEmpty(z.iso.date()),
        gender: unlessEmpty(z.enum(['female', 'male', 'nonBinary', 'undisclosed'])),
      })
      .default({}),
    preferences: z
      .object({
        /** Pipe-separated; null clears them (every interest unticked). */
        interests: clearable(z.string().max(400)),
        /** null clears it. */
        preferredShoeSize: clearable(z.string().max(8)),
      })
      .default({}),
    /** Joining the loyalty programme from the complete-profile "non-loyalty" step. */
    enrollments: z
      .array(z.object({ type: z.literal('Loyalty'), optin: z.literal(true) }))
      .max(1)
      .optional(),
    /** An employee accepting the employee discount terms; EMPLOYEE only. */
    isEmployeeDiscountTCAccepted: z.literal(true).optional(),
    /** The shopper's favourite store (favStoreId); null forgets it, an unknown one is STR404. */
    favoriteStoreId: clearable(z.string().regex(/^[A-Za-z0-9-]{1,20}$/)),
  }),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export { recaptchaHeaderName } from './header-names';

/** GET /consumers-v3/consumer/lookup?email=: the enrollment flow's first step. */
export const lookupQuerySchema = z.object({ email: emailSchema });
export const lookupResponseSchema = z.object({
  /** Whether to continue with sign-in (true) or sign-up (false). */
  exists: z.boolean(),
});
export type LookupResponse = z.infer<typeof lookupResponseSchema>;

/** PUT /consumers-v3/consumer/subscription (lib/contracts/subscriptions.ts). */
export {
  subscriptionUpdateSchema,
  subscriptionViewSchema as subscriptionResponseSchema,
  type SubscriptionUpdate,
} from './subscriptions';
