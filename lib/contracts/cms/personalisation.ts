import { z } from 'zod';
import { audienceIds } from '@/lib/personalisation/audiences';
import { PERSONALISATION_ID_PATTERN, VARIANT_NAME_MAX } from '../personalisation-values';

/**
 * The personalised blocks (spec 002 sections 3 and 4). content.ts adds the component lists
 * (`baselines`, `targets`), since those come from the union these schemas are part of.
 */

/** Experience, variant and tracking ids: short, stable, URL-safe (QA types them in p13n_testcontext). */
export const personalisationIdSchema = z.string().regex(PERSONALISATION_ID_PATTERN);

/** An A/B experience: the baseline, or the variant the decision assigns the visitor. */
export const experienceFieldsSchema = z.object({
  type: z.literal('experience'),
  id: z.string(),
  experienceId: personalisationIdSchema,
  /** Sent once per view of a variant, with targeting consent. */
  trackingEvent: personalisationIdSchema,
});

export const experienceVariantFieldsSchema = z.object({
  name: z.string().min(1).max(VARIANT_NAME_MAX),
  variantId: personalisationIdSchema,
});

/** Content per audience: the first segment whose audience the visitor is in, else the baseline. */
export const segmentationFieldsSchema = z.object({
  type: z.literal('segmentation'),
  id: z.string(),
});

/** A segment's id is the audience it is for. */
export const segmentFieldsSchema = z.object({ id: z.enum(audienceIds) });
