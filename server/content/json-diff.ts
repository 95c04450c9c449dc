import { isDeepStrictEqual } from 'node:util';
import { jsonPath } from './document-problems';

export interface JsonChange {
  /** `sections[0].items[2].title`; empty for the whole document. */
  path: string;
  /** undefined where the value is missing on that side. */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function collect(before: unknown, after: unknown, at: PropertyKey[], into: JsonChange[]): void {
  if (isDeepStrictEqual(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      collect(before[index], after[index], [...at, index], into);
    }
  } else if (isRecord(before) && isRecord(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      collect(before[key], after[key], [...at, key], into);
    }
  } else {
    into.push({ path: jsonPath(at), before, after });
  }
}

/** The leaves that differ between two JSON documents, in document order. */
export function diffJson(before: unknown, after: unknown): JsonChange[] {
  const changes: JsonChange[] = [];
  collect(before, after, [], changes);
  return changes;
}

const shown = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/** `sections[0].items[0].title: "Spring" → "Summer"` */
export function describeChange({ path, before, after }: JsonChange): string {
  return `${path || '(document)'}: ${shown(before)} → ${shown(after)}`;
}
