import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * POST /consumers-v3/consumer/retrieveUserData: the sign-up page's prefill from the link a
 * store or a marketing mail gave out (spec 002 section 2, query consumerId and email). Both
 * must match one profile; the answer holds only what the sign-up form shows.
 */
export const retrieveUserDataRequestSchema = z.object({
  consumerId: z.string().trim().min(1).max(64),
  email: emailSchema,
});
export type RetrieveUserDataRequest = z.infer<typeof retrieveUserDataRequestSchema>;

export const retrieveUserDataResponseSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** True: the profile already has an account, so the page offers sign-in instead. */
  hasAccount: z.boolean(),
});
export type RetrieveUserDataResponse = z.infer<typeof retrieveUserDataResponseSchema>;
