import { sectionsAt, type FixedPlacement } from '@/lib/content/fixed-placement';
import type { PageCanvas } from '@/lib/contracts/content';
import { CanvasSections, type CollectionProducts } from './canvas-sections';

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
      <CanvasSections
        canvas={placed}
        collections={collections}
        leadsThePage={placement === 'top'}
      />
    </div>
  );
}
