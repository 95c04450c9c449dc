'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the page hydrates, true afterwards, without a mismatch:
 * for what only the browser can render the same way every time (a portal into document.body,
 * names from the browser's own Intl data).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
