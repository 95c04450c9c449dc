/**
 * Device fingerprints the page posts before placement, kept per basket for the payment call
 * (Adyen's `deviceFingerprint` risk field). A hint, not a record: memory of this process,
 * dropped after an hour or when the map grows past its bound, and placement also accepts the
 * fingerprint in additionalData.
 */
const TTL_MS = 60 * 60 * 1000;
const MAX_ENTRIES = 20_000;

export function createFingerprintStore(now: () => number) {
  const entries = new Map<string, { value: string; at: number }>();
  return {
    remember(basketId: string, value: string) {
      entries.delete(basketId);
      entries.set(basketId, { value, at: now() });
      for (const key of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(key);
      }
    },
    recall(basketId: string): string | undefined {
      const entry = entries.get(basketId);
      if (!entry || entry.at < now() - TTL_MS) return undefined;
      return entry.value;
    },
  };
}

export type FingerprintStore = ReturnType<typeof createFingerprintStore>;
