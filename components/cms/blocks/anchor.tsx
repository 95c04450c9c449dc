import type { CanvasComponent } from '@/lib/contracts/content';

type AnchorBlock = Extract<CanvasComponent, { type: 'anchor' }>;

/** Where `#{anchorId}` links land; the margin keeps the sticky header off what follows. */
export function Anchor({ block }: { block: AnchorBlock }) {
  return <div id={block.anchorId} className="-mb-10 scroll-mt-24" />;
}
