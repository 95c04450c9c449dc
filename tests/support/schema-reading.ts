import fc from 'fast-check';
import type { z } from 'zod';

/** What a schema makes of a value, null where it refuses: the answer a reader must give. */
export function schemaReading<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A field that is mostly valid, sometimes one of `wrong`: replies then often differ from a
 * valid one in a single field, the case where a reader that skips a check parts from its schema.
 */
export function mostly<T>(valid: fc.Arbitrary<T>, ...wrong: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...wrong) },
  );
}
