// The personalisation contract's plain values and the reader of the decision every page with a
// personalised block asks for, apart from its schemas (personalisation.ts) so the decision waits
// for no zod. A test holds the reader to decisionSummarySchema.
import type { DecisionSummary } from './personalisation';
import { isRecord, isStringOrNull } from './reply-reading';

/** Experience, variant and tracking ids: short, stable, URL-safe (QA types them in p13n_testcontext). */
export const PERSONALISATION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const VARIANT_NAME_MAX = 100;

const isId = (value: unknown): value is string =>
  typeof value === 'string' && PERSONALISATION_ID_PATTERN.test(value);

type ExperienceDecision = DecisionSummary['actions']['experiences'][number];
type SegmentationDecision = DecisionSummary['actions']['segmentation'][number];

function readList<T>(
  value: unknown,
  read: (item: unknown) => T | null,
  max = Infinity,
): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const items: T[] = [];
  for (const item of value) {
    const itemRead = read(item);
    if (itemRead === null) return null;
    items.push(itemRead);
  }
  return items;
}

function readVariant(value: unknown): ExperienceDecision['variants'][number] | null {
  if (!isRecord(value)) return null;
  const { name, variantId } = value;
  if (typeof name !== 'string' || name.length < 1 || name.length > VARIANT_NAME_MAX) return null;
  return isId(variantId) ? { name, variantId } : null;
}

function readExperience(value: unknown): ExperienceDecision | null {
  if (!isRecord(value)) return null;
  const { experienceId, trackingEvent } = value;
  const variants = readList(value.variants, readVariant, 1);
  if (!isId(experienceId) || !isId(trackingEvent) || !variants) return null;
  return { experienceId, trackingEvent, variants };
}

function readSegment(value: unknown): { id: string } | null {
  return isRecord(value) && typeof value.id === 'string' ? { id: value.id } : null;
}

function readSegmentation(value: unknown): SegmentationDecision | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  const segments = readList(value.segments, readSegment);
  return segments ? { id: value.id, segments } : null;
}

/** decisionSummarySchema's rule written out. */
export function readDecisionSummary(value: unknown): DecisionSummary | null {
  if (!isRecord(value) || !isStringOrNull(value.monetateId) || !isRecord(value.actions)) {
    return null;
  }
  const experiences = readList(value.actions.experiences, readExperience);
  const segmentation = readList(value.actions.segmentation, readSegmentation);
  if (!experiences || !segmentation) return null;
  return { monetateId: value.monetateId, actions: { experiences, segmentation } };
}
