import type { CollectionLayoutInput } from '@/lib/contracts/cms/collections';
import { breakpoints, type Breakpoint } from '@/lib/contracts/cms/primitives';

/** Spec 002 section 9: slide max widths, default slide padding, autorotate seconds. */
export const SLIDE_MAX_WIDTH = { sm: '19.25rem', md: '26.5rem', lg: '26.5rem' } as const;
const SLIDE_WIDTH = { sm: '80%', md: '45%', lg: '30%' } as const;
const AUTOROTATE_SECONDS = 5;

export type Spacing = 'none' | 'small' | 'medium' | 'large';

/** A breakpoint's collection settings with every default applied. */
export interface CollectionLayout {
  type: 'grid' | 'carousel';
  slideWidth: string;
  slideMaxWidth: string;
  slidePadding: Spacing;
  margin: Spacing;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
  autoplay: boolean;
  /** Milliseconds: editors give seconds. */
  autorotateMs: number;
  loop: boolean;
}

export type CollectionLayouts = Record<Breakpoint, CollectionLayout>;

/** Stacked variants draw each item the full width of the row. */
export const isStacked = (variant: string | undefined) => variant?.startsWith('stacked') ?? false;

/**
 * Every breakpoint's settings: a breakpoint the editor left out takes the smaller one's, a field
 * left out its default. Arrows never show on small screens, where shoppers swipe.
 */
export function resolveLayouts(
  input: Partial<Record<Breakpoint, CollectionLayoutInput>> = {},
  { stacked = false }: { stacked?: boolean } = {},
): CollectionLayouts {
  let inherited: CollectionLayoutInput = {};
  const layouts = {} as CollectionLayouts;
  for (const breakpoint of breakpoints) {
    inherited = { ...inherited, ...input[breakpoint] };
    layouts[breakpoint] = {
      type: inherited.type ?? 'grid',
      slideWidth: stacked ? '100%' : (inherited.slideWidth ?? SLIDE_WIDTH[breakpoint]),
      slideMaxWidth: stacked ? 'none' : (inherited.slideMaxWidth ?? SLIDE_MAX_WIDTH[breakpoint]),
      slidePadding: inherited.slidePadding ?? 'small',
      margin: inherited.margin ?? 'none',
      showArrows: breakpoint !== 'sm' && (inherited.showArrows ?? false),
      showIndicators: inherited.showIndicators ?? false,
      showProgress: inherited.showProgress ?? false,
      autoplay: inherited.autoplay ?? false,
      autorotateMs: (inherited.autorotateTime ?? AUTOROTATE_SECONDS) * 1000,
      loop: inherited.loop ?? false,
    };
  }
  return layouts;
}

export const hasCarousel = (layouts: CollectionLayouts) =>
  breakpoints.some((breakpoint) => layouts[breakpoint].type === 'carousel');

export type Columns = Record<Breakpoint, 1 | 2 | 3 | 4>;

/** Four items give a two-column grid on every screen; stacked items take a row each. */
export function gridColumns(count: number, base: Columns, stacked = false): Columns {
  if (stacked) return { sm: 1, md: 1, lg: 1 };
  if (count === 4) return { sm: 2, md: 2, lg: 2 };
  return base;
}
