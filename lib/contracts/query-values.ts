import { z } from 'zod';

/**
 * A whole number in a query string, written as plain digits: `2`, not `2.0`, `1e3`, `0x2` or
 * ` 2`, which a coercing Number() would also read as numbers.
 */
export function wholeNumberParam(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'Expected a whole number written in digits.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}
