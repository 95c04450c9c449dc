'use client';

import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Breakpoint } from '@/lib/contracts/cms/primitives';
import type { CollectionLayouts } from '@/lib/content/collection-layout';
import { shownWhere } from './layout-classes';

/** Words the server hands over, so the island needs no messages of its own. */
export interface CarouselLabels {
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** "Slide n of m" for each slide, as the slides are labelled. */
  slides: string[];
}

// Tailwind's md and lg breakpoints, where the editor's md and lg settings take over.
const MEDIUM = '(min-width: 48rem)';
const LARGE = '(min-width: 64rem)';
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function matches(query: string): boolean {
  // Guarded because not every environment (jsdom in tests) implements matchMedia.
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

function currentBreakpoint(): Breakpoint {
  if (matches(LARGE)) return 'lg';
  return matches(MEDIUM) ? 'md' : 'sm';
}

/** Re-reads the breakpoint and the motion preference when either changes. */
function useViewport(): { breakpoint: Breakpoint; reducedMotion: boolean } {
  const [viewport, setViewport] = useState({
    breakpoint: 'sm' as Breakpoint,
    reducedMotion: false,
  });
  useEffect(() => {
    // Kept as it is when nothing changed: the first read on a phone matches the first render.
    const read = () => {
      const next = { breakpoint: currentBreakpoint(), reducedMotion: matches(REDUCED_MOTION) };
      setViewport((current) =>
        current.breakpoint === next.breakpoint && current.reducedMotion === next.reducedMotion
          ? current
          : next,
      );
    };
    read();
    if (typeof window.matchMedia !== 'function') return;
    const lists = [MEDIUM, LARGE, REDUCED_MOTION].map((query) => window.matchMedia(query));
    for (const list of lists) list.addEventListener('change', read);
    return () => {
      for (const list of lists) list.removeEventListener('change', read);
    };
  }, []);
  return viewport;
}

/** How long the row must stay still before its position counts as the shopper's choice. */
const SCROLL_SETTLE_MS = 120;

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]';

/**
 * The moving parts of a collection shown as a carousel (WAI-ARIA carousel pattern). The slides
 * are server-rendered children in a CSS scroll-snap row, so without JavaScript the row still
 * scrolls sideways; this adds arrow buttons, indicators, progress, Left/Right keys and
 * auto-rotation, which pauses while the pointer is over it, stops when focus comes into it or
 * at a press of its pause button, and does not start for shoppers who prefer reduced motion.
 */
export function Carousel({
  label,
  labels,
  layouts,
  rowClassName,
  rowStyle,
  children,
}: {
  label: string;
  labels: CarouselLabels;
  layouts: CollectionLayouts;
  rowClassName: string;
  rowStyle: CSSProperties;
  children: ReactNode;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  // Until the shopper presses pause or play, it plays unless they prefer reduced motion.
  const [pressedPlay, setPressedPlay] = useState<boolean | null>(null);
  const [scrolledToEnd, setScrolledToEnd] = useState(false);
  const [hovered, setHovered] = useState(false);
  const { breakpoint, reducedMotion } = useViewport();
  const layout = layouts[breakpoint];
  const playing = pressedPlay ?? !reducedMotion;
  const count = labels.slides.length;
  const last = count - 1;

  const goTo = useCallback(
    (target: number, { moveFocus = false } = {}) => {
      const row = rowRef.current;
      const slide = row?.children[target] as HTMLElement | undefined;
      if (!row || !slide) return;
      setIndex(target);
      const padding = parseFloat(getComputedStyle(row).paddingLeft) || 0;
      // Guarded because jsdom has no element scrolling.
      row.scrollTo?.({
        left: slide.offsetLeft - padding,
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
      if (moveFocus) slide.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    },
    [reducedMotion],
  );

  // The last slide is in view when it is current or the row is scrolled as far as it goes.
  const atEnd = index >= last || scrolledToEnd;
  const canGoBack = index > 0 || layout.loop;
  const canGoOn = !atEnd || layout.loop;

  const step = (direction: 1 | -1, options?: { moveFocus?: boolean }) => {
    if (direction === 1) {
      if (!atEnd) goTo(index + 1, options);
      else if (layout.loop) goTo(0, options);
    } else if (index > 0) goTo(index - 1, options);
    else if (layout.loop) goTo(last, options);
  };

  const rotating = layout.type === 'carousel' && layout.autoplay && playing && !hovered;
  const turn = useEffectEvent(() => step(1));
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(turn, layout.autorotateMs);
    return () => window.clearInterval(timer);
  }, [rotating, layout.autorotateMs]);

  // The shopper's own scrolling (swipe, trackpad) moves the current slide too, once the row
  // settles: read mid-scroll (a smooth scroll to the next slide), the nearest slide would flick
  // back and forth and the live region would announce each one.
  const settleTimer = useRef(0);
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);
  const settle = () => {
    const row = rowRef.current;
    if (!row) return;
    const padding = parseFloat(getComputedStyle(row).paddingLeft) || 0;
    const offsets = Array.from(row.children, (slide) =>
      Math.abs((slide as HTMLElement).offsetLeft - padding - row.scrollLeft),
    );
    const nearest = offsets.indexOf(Math.min(...offsets));
    // A row whose slides all fit has no further slide to bring in.
    const end =
      row.scrollWidth > row.clientWidth && row.scrollLeft + row.clientWidth >= row.scrollWidth - 2;
    setScrolledToEnd(end);
    // At the end the last slides share the view: one chosen among them stays current.
    setIndex((current) => (nearest < 0 || (end && current > nearest) ? current : nearest));
  };
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(settle, SCROLL_SETTLE_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    event.preventDefault();
    // Focus on a slide follows the slide it moves to, so it never sits out of sight.
    const row = rowRef.current;
    const inSlide = !!row && row !== event.target && row.contains(event.target as Node);
    step(event.key === 'ArrowRight' ? 1 : -1, { moveFocus: inSlide });
  };

  const autoplayShown = shownWhere(layouts, 'autoplay');
  return (
    <section
      aria-roledescription={labels.carousel}
      aria-label={label}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus in the carousel stops the rotation until its play button is pressed (WAI-ARIA
      // carousel pattern); focus on that button itself leaves it to the shopper's press.
      onFocus={(event) => {
        if (event.target !== playButton.current) setPressedPlay(false);
      }}
    >
      <div
        ref={rowRef}
        onScroll={onScroll}
        className={`relative ${reducedMotion ? '' : 'scroll-smooth motion-reduce:scroll-auto'} ${rowClassName}`}
        style={rowStyle}
      >
        {children}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={!canGoBack}
          aria-label={labels.previous}
          className={`${shownWhere(layouts, 'showArrows')} size-10 items-center justify-center rounded-full border border-ink disabled:border-line disabled:text-muted`}
        >
          <Chevron direction="left" />
        </button>
        <div className={`${shownWhere(layouts, 'showIndicators')} flex-wrap gap-1`}>
          {labels.slides.map((slideLabel, at) => (
            <button
              key={slideLabel}
              type="button"
              aria-label={slideLabel}
              aria-current={at === index}
              onClick={() => goTo(at)}
              className="flex size-6 items-center justify-center"
            >
              <span
                className={`size-2.5 rounded-full ${at === index ? 'bg-ink' : 'border border-ink'}`}
              />
            </button>
          ))}
        </div>
        <div
          aria-hidden="true"
          className={`${shownWhere(layouts, 'showProgress')} h-1 min-w-24 flex-1 overflow-hidden rounded-full bg-line`}
        >
          <div
            className="h-full bg-ink"
            style={{ width: `${((index + 1) / Math.max(count, 1)) * 100}%` }}
          />
        </div>
        <button
          type="button"
          onClick={() => step(1)}
          disabled={!canGoOn}
          aria-label={labels.next}
          className={`${shownWhere(layouts, 'showArrows')} size-10 items-center justify-center rounded-full border border-ink disabled:border-line disabled:text-muted`}
        >
          <Chevron direction="right" />
        </button>
        <button
          type="button"
          ref={playButton}
          onClick={() => setPressedPlay(!playing)}
          className={`${autoplayShown} ms-auto items-center gap-2 rounded-full border border-ink px-4 py-2 text-sm font-semibold`}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          {playing ? labels.pause : labels.play}
        </button>
      </div>
      {/* Announces the slide moved to; silent while the slides turn by themselves. */}
      <p aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" className="sr-only">
        {labels.slides[index]}
      </p>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}
