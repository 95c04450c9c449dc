import type { SharedState } from '../shared-state';

/**
 * Device fingerprints the page posts before placement, kept per basket for the payment call
 * (the provider's risk field). They live in the shared state, so the instance that places the
 * order finds what another instance was sent. A hint, not a record: kept for an hour, and
 * placement also accepts the fingerprint in additionalData.
 */
const TTL_MS = 60 * 60 * 1000;
const keyOf = (basketId: string) => `device-fingerprint:${basketId}`;

export function createFingerprintStore(state: SharedState) {
  return {
    remember: (basketId: string, value: string) => state.put(keyOf(basketId), value, TTL_MS),
    recall: async (basketId: string): Promise<string | undefined> =>
      (await state.read(keyOf(basketId))) ?? undefined,
  };
}

export type FingerprintStore = ReturnType<typeof createFingerprintStore>;
