'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the viewport a section starts rendering once the shopper scrolls. */
const AHEAD = '800px';

/**
 * Renders `children` once their place is on screen, or, once the page has been scrolled, when it
 * comes within AHEAD of the viewport. Paired with next/dynamic, a below-the-fold section's code
 * (and the contracts and zod its calls parse with) then loads as the shopper heads towards it.
 * Looking ahead only after a scroll keeps a section that merely sits within AHEAD of a freshly
 * opened page (a product page's reviews and recommendations, on a phone as on a desktop) from
 * loading, fetching and rendering while the page itself is still becoming interactive.
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
    const node = placeholder.current;
    if (!node || typeof IntersectionObserver === 'undefined') return setShown(true);
    const showWhenIntersecting = (entries: IntersectionObserverEntry[]) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown(true);
    };
    let observer = new IntersectionObserver(showWhenIntersecting);
    observer.observe(node);
    const lookAhead = () => {
      observer.disconnect();
      observer = new IntersectionObserver(showWhenIntersecting, { rootMargin: AHEAD });
      observer.observe(node);
    };
    // A shopper may scroll before the page is interactive (or come back to it scrolled).
    if (window.scrollY > 0) lookAhead();
    else window.addEventListener('scroll', lookAhead, { once: true, passive: true });
    return () => {
      window.removeEventListener('scroll', lookAhead);
      observer.disconnect();
    };
  }, [shown]);

  return shown ? children : <div ref={placeholder} aria-hidden className={placeholderClassName} />;
}
