import type { CanvasComponent } from '@/lib/contracts/content';

type AnchorBlock = Extract<CanvasComponent, { type: 'anchor' }>;

/**
 * Where `#{anchorId}` links land. It takes no room (its negative margin cancels the canvas
 * section's gap), and the scroll margin keeps the sticky header off what follows.
 */
export function Anchor({ block }: { block: AnchorBlock }) {
  return <div id={block.anchorId} className="-mb-10 scroll-mt-24" />;
}
