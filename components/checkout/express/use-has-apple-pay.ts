'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether the browser has Apple Pay JS at all (Safari). The wallet buttons load their sheet,
 * backend and placement code only then, and check the rest once loaded.
 */
export function useHasApplePay(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => 'ApplePaySession' in window,
    () => false,
  );
}
