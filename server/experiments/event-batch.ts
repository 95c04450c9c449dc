import { z } from 'zod';

/** The SDK's impression event name: the visitor was shown a variation. */
export const EXPOSURE_EVENT_KEY = 'campaign_activated';

/**
 * One batch as the SDK's event processor sends it (Optimizely's event API, `EventBatch` in the
 * SDK's types): visitors, each with snapshots of decisions and events.
 */
const snapshotEventSchema = z.object({
  entity_id: z.string().max(64).nullable(),
  key: z.string().min(1).max(64),
  timestamp: z.number().int().nonnegative(),
  uuid: z.uuid(),
  revenue: z.number().optional(),
  value: z.number().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
});

const decisionSchema = z.object({
  campaign_id: z.string().max(64).nullable(),
  experiment_id: z.string().max(64).nullable(),
  variation_id: z.string().max(64).nullable(),
  metadata: z.looseObject({
    flag_key: z.string().max(64),
    rule_key: z.string().max(64),
    rule_type: z.string().max(32),
    variation_key: z.string().max(64),
    enabled: z.boolean(),
  }),
});

export const experimentEventBatchSchema = z.object({
  account_id: z.string().max(64),
  project_id: z.string().max(64),
  revision: z.string().max(32),
  client_name: z.string().max(64),
  client_version: z.string().max(32),
  anonymize_ip: z.boolean(),
  enrich_decisions: z.boolean(),
  visitors: z
    .array(
      z.object({
        visitor_id: z.string().min(1).max(100),
        attributes: z
          .array(
            z.object({
              entity_id: z.string().max(64),
              key: z.string().max(64),
              type: z.string().max(32),
              value: z.union([z.string().max(200), z.number(), z.boolean()]),
            }),
          )
          .max(50),
        snapshots: z
          .array(
            z.object({
              decisions: z.array(decisionSchema).max(20).optional(),
              events: z.array(snapshotEventSchema).min(1).max(20),
            }),
          )
          .min(1)
          .max(20),
      }),
    )
    .min(1)
    .max(100),
});
export type ExperimentEventBatch = z.infer<typeof experimentEventBatchSchema>;
