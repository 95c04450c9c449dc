'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long a page rendered in the browser may take to show its heading after arriving. */
const HEADING_WAIT_MS = 3000;

/**
 * After a client-side navigation, focus moves to the new page's heading, as a full page load
 * would start reading there; without this it falls to <body> and a screen reader says nothing.
 * Pages that render their heading once their data arrives (checkout) get it when it appears.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('main');
    if (!main) return;
    // Something on the new page already took focus (a field with autoFocus, a step's heading,
    // a dialog). A link or button still focused is the one clicked to get here, in a layout
    // both pages share (the account menu): the new page has not taken focus.
    const active = document.activeElement;
    const clicked = active?.matches('a[href], button') ?? false;
    if (
      active &&
      ((main.contains(active) && active !== main && !clicked) || active.closest('[role="dialog"]'))
    ) {
      return;
    }
    const heading = main.querySelector('h1');
    if (heading) return focusWithoutScroll(heading);
    focusWithoutScroll(main);
    const observer = new MutationObserver(() => {
      const late = main.querySelector('h1');
      if (!late) return;
      observer.disconnect();
      if (document.activeElement === main) focusWithoutScroll(late);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}

function focusWithoutScroll(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
