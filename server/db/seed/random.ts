/**
 * A seeded pseudo-random generator. Each product, store and canvas draws from its own stream,
 * keyed by what it is, so adding a product never reshuffles the ones before it and the same
 * flags always produce the same rows.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** FNV-1a, enough to spread string keys over the 32-bit seed space. */
function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and well distributed for demo data. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(...key: (string | number)[]): Random {
  const next = mulberry32(hashKey(key.join('|')));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let remaining = next() * total;
      for (const item of items) {
        remaining -= weight(item);
        if (remaining < 0) return item;
      }
      return pick(items);
    },
    sample(items, count) {
      const pool = [...items];
      const chosen: (typeof pool)[number][] = [];
      while (chosen.length < count && pool.length > 0) {
        chosen.push(...pool.splice(int(0, pool.length - 1), 1));
      }
      return chosen;
    },
  };
}
