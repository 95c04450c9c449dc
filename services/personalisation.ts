import { readDecisionSummary } from '@/lib/contracts/personalisation-values';
import type { DecideRequest } from '@/lib/contracts/personalisation';
import { lazySchema, type Transport } from './transport';

// The page reads only the ids of the decision (its blocks' content is already in the HTML), so
// the summary schema parses the reply; the zod-free reader spares the page zod.
const decisionSummarySchema = lazySchema(
  () => import('@/lib/contracts/personalisation'),
  'decisionSummarySchema',
);

export function createPersonalisationClient(request: Transport, brand: string) {
  return {
    decide: (body: DecideRequest) =>
      request({
        method: 'POST',
        path: `/engine/v1/decide/${encodeURIComponent(brand)}`,
        body,
        schema: decisionSummarySchema,
        reader: readDecisionSummary,
      }),
  };
}
export type PersonalisationClient = ReturnType<typeof createPersonalisationClient>;
