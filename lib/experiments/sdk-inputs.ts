import { z } from 'zod';

/**
 * Spec 002 section 5: the experimentation client takes user ids and attribute values as strings
 * and event tags as an object. What does not fit is dropped with a warning instead of reaching
 * the SDK, which would otherwise refuse the whole call.
 */
export const experimentUserIdSchema = z.string().trim().min(1).max(100);
const attributeKeySchema = z.string().min(1).max(64);
const attributeValueSchema = z.string().max(200);
export const eventTagsSchema = z.record(
  z.string().min(1).max(64),
  z.union([z.string().max(200), z.number(), z.boolean()]),
);

export type Warn = (message: string) => void;

export function cleanUserId(value: unknown, warn: Warn): string | null {
  const parsed = experimentUserIdSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warn(`Experiments: the user id must be a non-empty string; no decision made.`);
  return null;
}

export function cleanAttributes(
  values: Record<string, unknown>,
  warn: Warn,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (
      attributeKeySchema.safeParse(key).success &&
      attributeValueSchema.safeParse(value).success
    ) {
      kept[key] = value as string;
    } else {
      warn(`Experiments: attribute "${key}" dropped, attributes must be strings.`);
    }
  }
  return kept;
}

/** The tags when they are an object of plain values, else none (the event is still tracked). */
export function cleanEventTags(
  tags: unknown,
  warn: Warn,
): z.infer<typeof eventTagsSchema> | undefined {
  if (tags === undefined) return undefined;
  const parsed = eventTagsSchema.safeParse(tags);
  if (parsed.success) return parsed.data;
  warn('Experiments: event tags dropped, they must be an object of strings, numbers or booleans.');
  return undefined;
}
