/**
 * Spec 002 section 5: the experimentation client takes user ids and attribute values as strings
 * and event tags as an object. What does not fit is dropped with a warning instead of reaching
 * the SDK, which would otherwise refuse the whole call. Checked by hand rather than with zod:
 * the SDK loads on the product page as it opens, and zod would come with it.
 */
const USER_ID_MAX = 100;
const KEY_MAX = 64;
const TEXT_MAX = 200;

export type Warn = (message: string) => void;
export type EventTags = Record<string, string | number | boolean>;

const isKey = (key: string) => key.length >= 1 && key.length <= KEY_MAX;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= TEXT_MAX;
const isTagValue = (value: unknown): value is string | number | boolean =>
  isText(value) || typeof value === 'boolean' || Number.isFinite(value);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function cleanUserId(value: unknown, warn: Warn): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed.length >= 1 && trimmed.length <= USER_ID_MAX) return trimmed;
  warn(`Experiments: the user id must be a non-empty string; no decision made.`);
  return null;
}

export function cleanAttributes(
  values: Record<string, unknown>,
  warn: Warn,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isKey(key) && isText(value)) {
      kept[key] = value;
    } else {
      warn(`Experiments: attribute "${key}" dropped, attributes must be strings.`);
    }
  }
  return kept;
}

/** The tags when they are an object of plain values, else none (the event is still tracked). */
export function cleanEventTags(tags: unknown, warn: Warn): EventTags | undefined {
  if (tags === undefined) return undefined;
  if (isPlainObject(tags)) {
    const entries = Object.entries(tags);
    if (entries.every(([key, value]) => isKey(key) && isTagValue(value))) {
      return Object.fromEntries(entries) as EventTags;
    }
  }
  warn('Experiments: event tags dropped, they must be an object of strings, numbers or booleans.');
  return undefined;
}
