'use client';

import { useEffect } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Installs the store's service worker (app/sw.js) for this locale's offline page, once the
 * page has loaded so it never competes with the page for the network.
 */
export function ServiceWorker({ locale }: { locale: Locale }) {
  useEffect(() => {
    // Development rebuilds its code under the same names: a cache would serve the old.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () => {
      // Without it the store works the same; only the offline page is missing.
      navigator.serviceWorker.register(`/sw.js?locale=${locale}`).catch(() => undefined);
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [locale]);
  return null;
}
