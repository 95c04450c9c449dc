import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';
import { VISITOR_ID_PATTERN } from '@/lib/visitor-id';

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

/**
 * What a page sends to learn a visitor's variation (POST /experiments/decisions). Spec 002
 * section 5: the SDK takes the user id and attributes (here the locale) as strings.
 */
const visitorSchema = {
  visitorId: z.string().regex(VISITOR_ID_PATTERN, 'must be the visitor id the page made'),
  locale: z.enum(locales),
};

export const experimentDecisionRequestSchema = z.object({
  ...visitorSchema,
  flagKey: key,
  /**
   * The variations this browser already showed the visitor, as "experiment:variation": the
   * server sends no second impression for them.
   */
  shown: z
    .array(z.string().max(2 * 64 + 1))
    .max(50)
    .default([]),
});
export type ExperimentDecisionRequest = z.infer<typeof experimentDecisionRequestSchema>;

/** The visitor's variation and the experiment deciding it, or nulls for the baseline. */
export const experimentDecisionSchema = z.object({
  experimentKey: key.nullable(),
  variationKey: key.nullable(),
});
export type ExperimentDecision = z.infer<typeof experimentDecisionSchema>;

/** A conversion, e.g. add to cart (POST /experiments/conversions). Tags: an object of values. */
export const experimentConversionSchema = z.object({
  ...visitorSchema,
  eventKey: key,
  tags: z
    .record(key, z.union([z.string().max(200), z.number().finite(), z.boolean()]))
    .refine((tags) => Object.keys(tags).length <= 20, 'at most 20 tags')
    .optional(),
});
export type ExperimentConversion = z.infer<typeof experimentConversionSchema>;

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
