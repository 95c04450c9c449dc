/**
 * Mutual exclusion between the tabs of one browser, for work that must never run twice at once
 * (redeeming the refresh token: refresh tokens rotate, and presenting one twice revokes the
 * session). The Web Locks API where the browser has it; else a lease in localStorage.
 */
export interface TabLock {
  run<T>(name: string, work: () => Promise<T>): Promise<T>;
}

/** How long a lease holds when its tab dies mid-work; a refresh takes far less. */
export const LEASE_MS = 10_000;
/** Time for a competing tab's write of the lease to land before the lease is trusted. */
const SETTLE_MS = 50;
const POLL_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one piece of work at a time within this tab, in the order asked. */
function queued(acquire: <T>(name: string, work: () => Promise<T>) => Promise<T>): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run: (name, work) => {
      const next = tail.then(() => acquire(name, work));
      tail = next.catch(() => undefined);
      return next;
    },
  };
}

export function webLocksTabLock(locks: LockManager): TabLock {
  return {
    run: async (name, work) => await locks.request(name, () => work()),
  };
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage, key: string): Lease | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { owner, until } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof until === 'number' ? { owner, until } : null;
  } catch {
    return null;
  }
}

/**
 * Without Web Locks: a lease written to localStorage, trusted once it survived a short settle
 * time (two tabs writing at once: the later write wins, and the earlier tab sees it and waits).
 * A lease left behind by a closed tab lapses after LEASE_MS.
 */
export function storageLeaseTabLock(storage: Storage, now: () => number = Date.now): TabLock {
  return queued(async (name, work) => {
    const key = `stride-lock:${name}`;
    const owner = crypto.randomUUID();
    for (;;) {
      const held = readLease(storage, key);
      if (!held || held.until < now()) {
        storage.setItem(key, JSON.stringify({ owner, until: now() + LEASE_MS }));
        await sleep(SETTLE_MS);
        if (readLease(storage, key)?.owner === owner) break;
      }
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
    }
  });
}

/** One tab only (no storage to share): work still runs one piece at a time. */
export function inTabLock(): TabLock {
  return queued((_name, work) => work());
}

/** The page's localStorage, or null where there is none or it is switched off. */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off; reading the property then throws.
    return null;
  }
}

/** The best lock this browser offers, chosen when first used (never during server rendering). */
export function browserTabLock(): TabLock {
  let chosen: TabLock | null = null;
  const choose = (): TabLock => {
    if (typeof navigator !== 'undefined' && navigator.locks)
      return webLocksTabLock(navigator.locks);
    const storage = localStorageOrNull();
    return storage ? storageLeaseTabLock(storage) : inTabLock();
  };
  return { run: (name, work) => (chosen ??= choose()).run(name, work) };
}
