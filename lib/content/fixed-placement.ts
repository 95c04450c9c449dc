import type { PageCanvas } from '../contracts/content';

/** Where a fixed page's canvas shows around the page's own content. */
export type FixedPlacement = 'top' | 'bottom';

/** The section the editor names `top` goes above the page's own content; every other below. */
const TOP_SECTION = 'top';

export function sectionsAt(canvas: PageCanvas, placement: FixedPlacement): PageCanvas {
  return {
    ...canvas,
    sections: canvas.sections.filter(
      (section) => (section.name === TOP_SECTION) === (placement === 'top'),
    ),
  };
}
