import { and, eq, sql } from 'drizzle-orm';
import {
  experienceSchema,
  segmentationSchema,
  type Experience,
  type Segmentation,
} from '@/lib/contracts/content';
import type { Database } from '../db/client';
import { canvases } from '../db/schema';
import { liveVersion } from '../content/canvases';

export interface PersonalisedBlocks {
  experiences: Experience[];
  segmentations: Segmentation[];
}

// Only canvases that hold a personalised block anywhere are read and walked.
const HOLDS_BLOCK = '$.** ? (@.type == "experience" || @.type == "segmentation")';

/** Every object in a document, depth first: blocks may sit in sections, filter-bys or each other. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const child of Object.values(value)) yield* objectsIn(child);
  }
}

/**
 * The experiences and segmentation blocks shoppers of the site see now, as publish mode reads
 * them (schedules applied): the first of each experience id and block id counts.
 */
export async function readPersonalisedBlocks(
  db: Database,
  siteId: string,
  now: Date,
): Promise<PersonalisedBlocks> {
  const rows = await db
    .select()
    .from(canvases)
    .where(
      and(
        eq(canvases.siteId, siteId),
        sql`(jsonb_path_exists(${canvases.published}, ${HOLDS_BLOCK}::jsonpath) or jsonb_path_exists(${canvases.scheduled}, ${HOLDS_BLOCK}::jsonpath))`,
      ),
    )
    .orderBy(canvases.type, canvases.key);
  const experiences = new Map<string, Experience>();
  const segmentations = new Map<string, Segmentation>();
  for (const row of rows) {
    const shown = liveVersion(row, now);
    for (const object of objectsIn(shown?.content)) {
      if (object.type === 'experience') {
        const parsed = experienceSchema.safeParse(object);
        if (parsed.success && !experiences.has(parsed.data.experienceId)) {
          experiences.set(parsed.data.experienceId, parsed.data);
        }
      } else if (object.type === 'segmentation') {
        const parsed = segmentationSchema.safeParse(object);
        if (parsed.success && !segmentations.has(parsed.data.id)) {
          segmentations.set(parsed.data.id, parsed.data);
        }
      }
    }
  }
  return { experiences: [...experiences.values()], segmentations: [...segmentations.values()] };
}
