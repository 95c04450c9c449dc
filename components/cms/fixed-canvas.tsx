import type { PageCanvas } from '@/lib/contracts/content';
import { CanvasSections, type CollectionProducts } from './canvas-sections';

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

/** A fixed page's sections at one placement; nothing when the canvas has none there. */
export function FixedCanvasSections({
  canvas,
  placement,
  collections = {},
}: {
  canvas: PageCanvas;
  placement: FixedPlacement;
  collections?: CollectionProducts;
}) {
  const placed = sectionsAt(canvas, placement);
  if (placed.sections.length === 0) return null;
  return (
    <div className="flex flex-col gap-8 py-6">
      <CanvasSections canvas={placed} collections={collections} />
    </div>
  );
}
