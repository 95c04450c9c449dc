import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mostly, schemaReading } from '@/tests/support/schema-reading';
import { cartSummarySchema } from './cart';
import { readCartSummary } from './cart-values';

describe('readCartSummary', () => {
  it('reads a bag summary as cartSummarySchema does', () => {
    const count = mostly(fc.nat(99), -1, 1.5, '2', null, undefined);
    const summary = fc.record({
      basketId: mostly(fc.string(), null, 1, undefined),
      totalItems: count,
      version: count,
      extra: fc.string(),
    });
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: summary }, fc.jsonValue()), (value) => {
        expect(readCartSummary(value)).toEqual(schemaReading(cartSummarySchema, value));
      }),
      { numRuns: 1000 },
    );
  });
});
