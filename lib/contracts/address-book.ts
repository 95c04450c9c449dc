import { z } from 'zod';
import { addressInputSchema, approachTypes } from './address';

/** The consumer's address book calls. */

/**
 * POST /consumers-v3/consumer/address and PUT address/{addressId}. The fields follow the
 * checkout form (`addressInputSchema`) and pass the same per-country rules; the email is the
 * consumer's own, so it is not asked for. `main: true` makes it the type's main address.
 */
export const savedAddressRequestSchema = z.object({
  address: addressInputSchema.omit({ addressId: true, email: true, subscriptions: true }).extend({
    approachType: z.enum(approachTypes, 'CHK380: Choose shipping or billing.'),
    main: z.boolean().optional(),
  }),
});
export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;

export const savedAddressIdParamsSchema = z.object({
  addressId: z.uuid('CCA401: Invalid address id.'),
});

/** POST address answers the new address's id. */
export const savedAddressCreatedSchema = z.object({ addressId: z.string() });
