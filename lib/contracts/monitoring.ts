import { z } from 'zod';

/**
 * What the browser reports to the store's log (ours, beyond the spec), sent as beacons and
 * answered 204: short, bounded, and scrubbed again on arrival. Paths never carry their query.
 */
const text = (max: number) => z.string().max(max);
const apiPath = text(300).regex(/^\/[^?#]*$/, 'a path without query');

export const clientEventSchema = z.discriminatedUnion('kind', [
  /** An uncaught error or a failed render in the page. */
  z.object({
    kind: z.literal('error'),
    message: text(500),
    type: text(100).optional(),
    page: apiPath.optional(),
    correlationId: text(128).optional(),
  }),
  /** A call answered with errorDetails (logged to monitoring). */
  z.object({
    kind: z.literal('api_failure'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: apiPath,
    status: z.number().int().min(400).max(599),
    code: text(20),
    correlationId: text(128).optional(),
  }),
  /** A 403 with appId (the bot-defence event), with the page's count. */
  z.object({
    kind: z.literal('bot_defence'),
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: apiPath,
    code: text(20),
    appId: text(100),
    count: z.number().int().min(1).max(100_000),
    correlationId: text(128).optional(),
  }),
]);
export type ClientEvent = z.infer<typeof clientEventSchema>;

/** POST /validate-response: a reply that failed its contract, described without its values. */
export const invalidResponseSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: apiPath,
  status: z.number().int().min(100).max(599),
  issues: z
    .array(z.object({ path: text(200), code: text(50), message: text(300) }))
    .min(1)
    .max(20),
});
export type InvalidResponse = z.infer<typeof invalidResponseSchema>;
