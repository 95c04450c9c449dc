import type { Breakpoint } from '@/lib/contracts/cms/primitives';
import type { CollectionLayouts, Columns, Spacing } from '@/lib/content/collection-layout';

/*
 * Tailwind only generates classes it finds written out, so every breakpoint's class is spelled
 * in full here: small is unprefixed, medium `md:`, large `lg:`.
 */

const rowClass: Record<Breakpoint, Record<'grid' | 'carousel', string>> = {
  sm: {
    grid: 'grid overflow-x-visible snap-none',
    carousel: 'flex overflow-x-auto snap-x snap-mandatory',
  },
  md: {
    grid: 'md:grid md:overflow-x-visible md:snap-none',
    carousel: 'md:flex md:overflow-x-auto md:snap-x md:snap-mandatory',
  },
  lg: {
    grid: 'lg:grid lg:overflow-x-visible lg:snap-none',
    carousel: 'lg:flex lg:overflow-x-auto lg:snap-x lg:snap-mandatory',
  },
};

const columnsClass: Record<Breakpoint, Record<Columns[Breakpoint], string>> = {
  sm: { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' },
  md: { 1: 'md:grid-cols-1', 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' },
  lg: { 1: 'lg:grid-cols-1', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' },
};

const gapClass: Record<Breakpoint, Record<Spacing, string>> = {
  sm: { none: 'gap-0', small: 'gap-4', medium: 'gap-6', large: 'gap-10' },
  md: { none: 'md:gap-0', small: 'md:gap-4', medium: 'md:gap-6', large: 'md:gap-10' },
  lg: { none: 'lg:gap-0', small: 'lg:gap-4', medium: 'lg:gap-6', large: 'lg:gap-10' },
};

/** The margin pads the row and its scroll-snap stops alike, so a snapped slide keeps it. */
const marginClass: Record<Breakpoint, Record<Spacing, string>> = {
  sm: {
    none: 'px-0 scroll-px-0',
    small: 'px-4 scroll-px-4',
    medium: 'px-8 scroll-px-8',
    large: 'px-16 scroll-px-16',
  },
  md: {
    none: 'md:px-0 md:scroll-px-0',
    small: 'md:px-4 md:scroll-px-4',
    medium: 'md:px-8 md:scroll-px-8',
    large: 'md:px-16 md:scroll-px-16',
  },
  lg: {
    none: 'lg:px-0 lg:scroll-px-0',
    small: 'lg:px-4 lg:scroll-px-4',
    medium: 'lg:px-8 lg:scroll-px-8',
    large: 'lg:px-16 lg:scroll-px-16',
  },
};

/** A slide's width comes from the editor, through custom properties the row sets. */
const slideClass: Record<Breakpoint, Record<'grid' | 'carousel', string>> = {
  sm: {
    grid: 'w-auto max-w-none',
    carousel: 'shrink-0 snap-start w-(--slide-width-sm) max-w-(--slide-max-width-sm)',
  },
  md: {
    grid: 'md:w-auto md:max-w-none',
    carousel: 'md:shrink-0 md:snap-start md:w-(--slide-width-md) md:max-w-(--slide-max-width-md)',
  },
  lg: {
    grid: 'lg:w-auto lg:max-w-none',
    carousel: 'lg:shrink-0 lg:snap-start lg:w-(--slide-width-lg) lg:max-w-(--slide-max-width-lg)',
  },
};

const shownClass: Record<Breakpoint, Record<'shown' | 'hidden', string>> = {
  sm: { shown: 'flex', hidden: 'hidden' },
  md: { shown: 'md:flex', hidden: 'md:hidden' },
  lg: { shown: 'lg:flex', hidden: 'lg:hidden' },
};

const breakpointList = ['sm', 'md', 'lg'] as const;
const each = (pick: (breakpoint: Breakpoint) => string) => breakpointList.map(pick).join(' ');

export function rowClasses(layouts: CollectionLayouts, columns: Columns): string {
  return each(
    (bp) =>
      `${rowClass[bp][layouts[bp].type]} ${columnsClass[bp][columns[bp]]} ${gapClass[bp][layouts[bp].slidePadding]} ${marginClass[bp][layouts[bp].margin]}`,
  );
}

export function slideClasses(layouts: CollectionLayouts): string {
  return each((bp) => slideClass[bp][layouts[bp].type]);
}

/** The custom properties slideClasses reads. */
export function slideWidthStyle(layouts: CollectionLayouts): Record<string, string> {
  return Object.fromEntries(
    breakpointList.flatMap((bp) => [
      [`--slide-width-${bp}`, layouts[bp].slideWidth],
      [`--slide-max-width-${bp}`, layouts[bp].slideMaxWidth],
    ]),
  );
}

/** A control shown at the breakpoints where the row is a carousel and the setting is on. */
export function shownWhere(
  layouts: CollectionLayouts,
  setting: 'showArrows' | 'showIndicators' | 'showProgress' | 'autoplay',
): string {
  return each((bp) =>
    layouts[bp].type === 'carousel' && layouts[bp][setting]
      ? shownClass[bp].shown
      : shownClass[bp].hidden,
  );
}
