import { z } from 'zod';
import { channels } from './header-names';
import { experienceVariantFieldsSchema, personalisationIdSchema } from './cms/personalisation';
import { canvasComponentSchema, experienceVariantSchema, segmentSchema } from './content';

/** The personalisation decide call, `POST /api/engine/v1/decide/{brand}` (spec 002 section 7). */

/** A variant the visitor was shown, reported with the experience's trackingEvent. */
export const impressionEventSchema = z.object({
  eventType: z.literal('impression'),
  trackingEvent: personalisationIdSchema,
  variantId: personalisationIdSchema,
});

/** The visitor id the page offers; the server's own cookie wins over it (docs/personalisation.md). */
export const monetateIdSchema = z.string().regex(/^[A-Za-z0-9._:-]{8,64}$/);

export const decideRequestSchema = z.object({
  /** Checked against the session's shopper; segments are always the session's (never this id's). */
  customerId: z.string().min(1).max(64).optional(),
  channel: z.enum(channels),
  events: z.array(impressionEventSchema).max(20).default([]),
  monetateId: monetateIdSchema.optional(),
});
export type DecideRequest = z.input<typeof decideRequestSchema>;

/**
 * What a page needs of the decision: per experience the variant the visitor is assigned (none:
 * the baseline), per segmentation block the segments whose audience the visitor is in, in the
 * block's order. The full reply (below) adds the content, for clients that render it themselves.
 */
export const experienceDecisionSummarySchema = z.object({
  experienceId: personalisationIdSchema,
  trackingEvent: personalisationIdSchema,
  variants: z.array(experienceVariantFieldsSchema).max(1),
});
export const segmentationDecisionSummarySchema = z.object({
  id: z.string(),
  segments: z.array(z.object({ id: z.string() })),
});
export const decisionSummarySchema = z.object({
  monetateId: z.string().nullable(),
  actions: z.object({
    experiences: z.array(experienceDecisionSummarySchema),
    segmentation: z.array(segmentationDecisionSummarySchema),
  }),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

export const decideResponseSchema = z.object({
  monetateId: z.string().nullable(),
  actions: z.object({
    experiences: z.array(
      experienceDecisionSummarySchema.extend({
        baselines: z.array(canvasComponentSchema),
        variants: z.array(experienceVariantSchema).max(1),
      }),
    ),
    segmentation: z.array(
      segmentationDecisionSummarySchema.extend({
        baselines: z.array(canvasComponentSchema),
        segments: z.array(segmentSchema),
      }),
    ),
  }),
});
export type DecideResponse = z.infer<typeof decideResponseSchema>;
