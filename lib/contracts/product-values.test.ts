import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mostly, schemaReading } from '@/tests/support/schema-reading';
import { inventoryResponseSchema } from './products';
import { readInventory, stockStatuses } from './product-values';

const stock = fc.record({
  quantity: mostly(fc.nat(50), -1, 1.5, '3', null, undefined),
  stockStatus: mostly(fc.constantFrom(...stockStatuses), 'instock', '', undefined),
  extra: fc.string(),
});
const variantId = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);
const reply = fc.record({
  productId: mostly(fc.string(), 9, null, undefined),
  variants: mostly(
    fc.dictionary(variantId, mostly(stock, 'InStock', null), { maxKeys: 3 }),
    [],
    null,
  ),
  extra: fc.string(),
});

describe('readInventory', () => {
  it('reads a stock reply as inventoryResponseSchema does', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: reply }, fc.jsonValue()), (value) => {
        expect(readInventory(value)).toEqual(schemaReading(inventoryResponseSchema, value));
      }),
      { numRuns: 1000 },
    );
  });
});
