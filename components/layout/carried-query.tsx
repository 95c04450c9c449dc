'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { parseCarried, rememberCarried, withCarried } from '@/lib/routes/carried-query';

const STORAGE_KEY = 'stride-carried-query';

function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(value: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused (a private window's quota): the parameters last for this page only.
  }
}

/**
 * Keeps the spec's carried query parameters (lib/routes/carried-query.ts) in the address for
 * the tab: remembered when present, put back after a navigation that drops them. Next's router
 * follows `history.replaceState`, so the page is not loaded again.
 */
export function CarriedQuery() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    const carried = rememberCarried(parseCarried(readStored()), current);
    store(JSON.stringify(carried));
    const query = withCarried(current, carried);
    if (query !== null) {
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}?${query}${window.location.hash}`,
      );
    }
  }, [pathname, searchParams]);
  return null;
}
