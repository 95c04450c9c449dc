import type { CanvasComponent, PageCanvas } from '../contracts/content';

/** The components a block holds: a filter-by's, or every alternative of a personalised block. */
function nestedComponents(item: CanvasComponent): CanvasComponent[] {
  switch (item.type) {
    case 'filter-by':
      return item.components;
    case 'experience':
      return [...item.baselines, ...item.variants.flatMap((variant) => variant.targets)];
    case 'segmentation':
      return [...item.baselines, ...item.segments.flatMap((segment) => segment.targets)];
    default:
      return [];
  }
}

/** Every component of a canvas, blocks' components included. */
export function allComponents(canvas: Pick<PageCanvas, 'sections'>): CanvasComponent[] {
  const walk = (item: CanvasComponent): CanvasComponent[] => [
    item,
    ...nestedComponents(item).flatMap(walk),
  ];
  return canvas.sections.flatMap((section) => section.items.flatMap(walk));
}
