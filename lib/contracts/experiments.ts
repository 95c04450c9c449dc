import { z } from 'zod';

/**
 * The Optimizely datafile (version 4) as far as the store reads it: the experiments, flags and
 * events it names. Everything else the SDK understands is kept as written (loose objects), so a
 * datafile exported from Optimizely imports unchanged.
 */
const key = z.string().min(1).max(64);
const entityId = z.string().min(1).max(64);

const variationSchema = z.looseObject({
  id: entityId,
  key,
  featureEnabled: z.boolean().optional(),
  variables: z.array(z.looseObject({ id: entityId, value: z.string() })).default([]),
});

const experimentSchema = z.looseObject({
  id: entityId,
  key,
  status: z.enum(['Running', 'Paused', 'Not started', 'Archived', 'Launched']),
  layerId: entityId,
  audienceIds: z.array(entityId).default([]),
  variations: z.array(variationSchema).min(1),
  trafficAllocation: z.array(
    z.object({ entityId: z.string().max(64), endOfRange: z.number().int().min(0).max(10_000) }),
  ),
  forcedVariations: z.record(z.string(), key).default({}),
});

export const experimentDatafileSchema = z.looseObject({
  version: z.literal('4'),
  accountId: z.string().min(1),
  projectId: z.string().min(1),
  revision: z.string().regex(/^\d+$/, 'must be a number written as text'),
  anonymizeIP: z.boolean().default(true),
  botFiltering: z.boolean().default(false),
  attributes: z.array(z.looseObject({ id: entityId, key })).default([]),
  audiences: z.array(z.looseObject({ id: entityId, name: z.string() })).default([]),
  events: z.array(z.object({ id: entityId, key, experimentIds: z.array(entityId) })).default([]),
  experiments: z.array(experimentSchema).default([]),
  groups: z.array(z.looseObject({ id: entityId })).default([]),
  featureFlags: z
    .array(
      z.looseObject({
        id: entityId,
        key,
        rolloutId: z.string(),
        experimentIds: z.array(entityId),
        variables: z.array(z.looseObject({ id: entityId, key })).default([]),
      }),
    )
    .default([]),
  rollouts: z
    .array(z.looseObject({ id: entityId, experiments: z.array(experimentSchema) }))
    .default([]),
});
export type ExperimentDatafile = z.infer<typeof experimentDatafileSchema>;

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

/** The results view's figures for one variation of one experiment. */
export const variationResultSchema = z.object({
  variationKey: z.string(),
  exposed: z.number().int().nonnegative(),
  converted: z.number().int().nonnegative(),
  /** converted / exposed, 0 when nobody was exposed. */
  rate: z.number().min(0).max(1),
});

export const experimentResultsSchema = z.object({
  experiments: z.array(
    z.object({
      experimentKey: z.string(),
      status: z.string(),
      /** The events that count as a conversion for it (the datafile's events naming it). */
      conversionEvents: z.array(z.string()),
      variations: z.array(variationResultSchema),
    }),
  ),
});
export type ExperimentResults = z.infer<typeof experimentResultsSchema>;
