'use client';

import { useEffect, useRef } from 'react';
import { debounce } from '@/lib/debounce';

/** Scroll handling settles this long after the last scroll, and runs at least this often (spec 002 section 9). */
export const HEADER_SCROLL_DEBOUNCE_MS = 200;
export const HEADER_SCROLL_MAX_WAIT_MS = 500;

/**
 * Hides the header it sits in while the shopper scrolls down and shows it again on the way up
 * (`data-scrolled-away` on the header). The header stays while anything in it has focus or is
 * open (menu, account menu, search suggestions) and near the top of the page, so a keyboard
 * user or an open panel never loses it.
 */
export function HideOnScroll() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const header = marker.current?.closest('header');
    if (!header) return;
    let lastY = window.scrollY;
    const show = () => delete header.dataset.scrolledAway;
    const inUse = () =>
      header.contains(document.activeElement) ||
      header.querySelector('[aria-expanded="true"]') !== null;
    const settle = debounce(
      () => {
        const y = window.scrollY;
        if (y <= header.offsetHeight || y < lastY) show();
        else if (y > lastY && !inUse()) header.dataset.scrolledAway = '';
        lastY = y;
      },
      HEADER_SCROLL_DEBOUNCE_MS,
      { maxWaitMs: HEADER_SCROLL_MAX_WAIT_MS },
    );
    window.addEventListener('scroll', settle, { passive: true });
    header.addEventListener('focusin', show);
    return () => {
      settle.cancel();
      window.removeEventListener('scroll', settle);
      header.removeEventListener('focusin', show);
      show();
    };
  }, []);

  return <span ref={marker} hidden />;
}
