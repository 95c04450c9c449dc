'use client';

import { useEffect } from 'react';
import { reloadForMissingChunk } from '@/lib/stale-deployment';

/** Reloads the page once its deployment was replaced and its code can no longer be loaded. */
export function reloadIfStale(reason: unknown): boolean {
  return reloadForMissingChunk(reason, {
    storage: window.sessionStorage,
    now: Date.now(),
    reload: () => window.location.reload(),
  });
}

/** Watches for code that failed to load anywhere on the page (lib/stale-deployment.ts). */
export function StaleDeploymentReload() {
  useEffect(() => {
    const onRejection = (event: PromiseRejectionEvent) => reloadIfStale(event.reason);
    const onError = (event: ErrorEvent) => reloadIfStale(event.error);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
  return null;
}
