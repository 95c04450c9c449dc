/**
 * A page from the deployment before the last one asks for code chunks the new one no longer
 * serves. The page then reloads to get the new deployment's code, at most once in
 * RELOAD_GUARD_MS, so a chunk that is missing for another reason cannot start a reload loop.
 * (Navigations are already safe: Next makes them full page loads when the server's build
 * differs from the page's.)
 */
export const RELOAD_GUARD_MS = 10_000;
const LAST_RELOAD_KEY = 'stride.staleDeploymentReload';

/** The error Next's runtime throws when a chunk of code cannot be loaded. */
export function isChunkLoadFailure(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'ChunkLoadError';
}

interface ReloadContext {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
}

/** Reloads for a failed chunk unless the page did so within the guard; says whether it did. */
export function reloadForMissingChunk(reason: unknown, { storage, now, reload }: ReloadContext) {
  if (!isChunkLoadFailure(reason)) return false;
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
