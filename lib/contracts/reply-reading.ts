// What the zod-free reply readers (error-body.ts, the *-values.ts modules) check a value with,
// each the rule of the zod type named beside it.

/** z.object's input: an object that is not an array. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** z.string().nullable(). */
export const isStringOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

/** z.number().int().nonnegative(): zod's integers are the safe ones. */
export const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** z.enum(values). */
export const isOneOf = <const T extends readonly string[]>(
  values: T,
  value: unknown,
): value is T[number] => typeof value === 'string' && values.includes(value);
