'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts rendering, so it is ready when scrolled to. */
const AHEAD = '800px';

/**
 * Renders `children` once their place comes near the viewport. Paired with next/dynamic, a
 * below-the-fold section's code (and the contracts and zod its calls parse with) then loads
 * when the shopper scrolls towards it, not while the page loads; `placeholder` holds its place
 * meanwhile.
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
    return () => observer.disconnect();
  }, [shown]);

  return shown ? children : <div ref={placeholder} aria-hidden className={placeholderClassName} />;
}
