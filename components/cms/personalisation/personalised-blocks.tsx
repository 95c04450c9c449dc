import type { ReactNode } from 'react';
import type { CanvasComponent, Experience, Segmentation } from '@/lib/contracts/content';
import { PersonalisedSlot } from './personalised-slot';

/** An editor may repeat a variant's or segment's id by mistake: the first one counts. */
function firstOfEachId<T>(items: T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(idOf(item)) && Boolean(seen.add(idOf(item))));
}

/** Renders a list of canvas components (the canvas passes its own renderer, as for filter-by). */
export type RenderComponents = (items: CanvasComponent[]) => ReactNode;

/** An experience: its baseline and every variant rendered here, the decision picks on the page. */
export function ExperienceBlock({
  block,
  render,
}: {
  block: Experience;
  render: RenderComponents;
}) {
  const variants = firstOfEachId(block.variants, (variant) => variant.variantId);
  return (
    <PersonalisedSlot
      block={{
        kind: 'experience',
        experienceId: block.experienceId,
        trackingEvent: block.trackingEvent,
        variantIds: variants.map((variant) => variant.variantId),
      }}
      alternatives={[
        { id: null, content: render(block.baselines) },
        ...variants.map((variant) => ({
          id: variant.variantId,
          content: render(variant.targets),
        })),
      ]}
    />
  );
}

/** A segmentation: its baseline and every segment's content rendered here, for the page to pick. */
export function SegmentationBlock({
  block,
  render,
}: {
  block: Segmentation;
  render: RenderComponents;
}) {
  const segments = firstOfEachId(block.segments, (segment) => segment.id);
  return (
    <PersonalisedSlot
      block={{
        kind: 'segmentation',
        id: block.id,
        segmentIds: segments.map((segment) => segment.id),
      }}
      alternatives={[
        { id: null, content: render(block.baselines) },
        ...segments.map((segment) => ({ id: segment.id, content: render(segment.targets) })),
      ]}
    />
  );
}
