'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts rendering, so it is ready when scrolled to. */
const AHEAD = '800px';

/**
 * Renders `children` once their place comes near the viewport or the browser is first idle,
 * whichever is sooner. Paired with next/dynamic, a below-the-fold section's code then loads
 * after the page instead of with it; `placeholder` holds its place meanwhile.
 */
export function WhenNearViewport({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const node = placeholder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && show(),
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    // Safari has no requestIdleCallback.
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: 2000 })
        : window.setTimeout(show, 1000);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [shown]);

  return shown ? children : <div ref={placeholder} aria-hidden className={placeholderClassName} />;
}
