import { z } from 'zod';

/** The body of every failed API response. */
export const errorBodySchema = z.object({
  errorDetails: z
    .array(
      z.object({
        errorId: z.string(),
        message: z.string(),
        /** Which input failed, for errors shown at the input (e.g. `body.email`). */
        field: z.string().optional(),
        /** Extra facts a client needs to word the message, e.g. the allowed maximum quantity. */
        data: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
  appId: z.string(),
  correlationId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
