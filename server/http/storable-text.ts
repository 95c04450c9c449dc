import { isStorableText } from '../entry/request-target.mjs';

interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * Where in a parsed JSON value the first string or key that is not storable text sits, as
 * its path of keys and indexes; null when every one is. Walks without recursion and without
 * copying paths, so a deeply nested body costs neither stack nor quadratic time.
 */
export function findUnstorableText(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return pathOf(visit);
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return null;
}
