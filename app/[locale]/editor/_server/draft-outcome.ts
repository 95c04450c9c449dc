import { z } from 'zod';
import { canvasTypes } from '@/lib/contracts/content';
import type { DraftChangeOutcome } from '@/server/content/editor-draft-change';

/** What the editor page tells after a draft action, read back from the query it redirects to. */
const outcomeSchema: z.ZodType<DraftChangeOutcome> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['published', 'discarded']),
    type: z.enum(canvasTypes),
    key: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/),
  }),
  z.object({
    kind: z.literal('refused'),
    reason: z.enum(['signed-out', 'preview-link', 'not-editor', 'failed']),
  }),
]);

export function draftOutcomeQuery(outcome: DraftChangeOutcome): URLSearchParams {
  return new URLSearchParams(outcome);
}

/** The outcome the query tells, or null: a made-up query shows nothing but what it may. */
export function readDraftOutcome(
  query: Record<string, string | undefined>,
): DraftChangeOutcome | null {
  const parsed = outcomeSchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}
