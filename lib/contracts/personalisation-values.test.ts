import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mostly, schemaReading } from '@/tests/support/schema-reading';
import { decisionSummarySchema } from './personalisation';
import { readDecisionSummary } from './personalisation-values';

const id = mostly(fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,8}$/), 'Members', '', '-x', 7, null);
const variant = fc.record({
  name: mostly(fc.string({ minLength: 1, maxLength: 12 }), '', 'x'.repeat(101), 3),
  variantId: id,
  extra: fc.string(),
});
const experience = fc.record({
  experienceId: id,
  trackingEvent: id,
  variants: mostly(fc.array(mostly(variant, null), { maxLength: 2 }), null, {}),
  baselines: fc.array(fc.jsonValue(), { maxLength: 1 }),
});
const segmentation = fc.record({
  id: mostly(fc.string(), 4, null),
  segments: mostly(fc.array(mostly(fc.record({ id: mostly(fc.string(), 1) }), 'x')), null),
});
const reply = fc.record({
  monetateId: mostly(fc.oneof(fc.string(), fc.constant(null)), 5, undefined),
  actions: mostly(
    fc.record({
      experiences: mostly(fc.array(mostly(experience, null), { maxLength: 3 }), null),
      segmentation: mostly(fc.array(mostly(segmentation, []), { maxLength: 3 }), undefined),
    }),
    null,
    [],
  ),
});

describe('readDecisionSummary', () => {
  it('reads a decision as decisionSummarySchema does', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: reply }, fc.jsonValue()), (value) => {
        expect(readDecisionSummary(value)).toEqual(schemaReading(decisionSummarySchema, value));
      }),
      { numRuns: 1000 },
    );
  });
});
