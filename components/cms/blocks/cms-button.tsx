import type { CanvasComponent } from '@/lib/contracts/content';
import { TargetLink } from '../target-link';
import { rowAlignmentClass } from './alignment';

type ButtonBlock = Extract<CanvasComponent, { type: 'button' }>;

/** One button (or link) on its own row. */
export function CmsButton({ block }: { block: ButtonBlock }) {
  return (
    <div className={`flex ${rowAlignmentClass[block.alignment ?? 'left']}`}>
      <TargetLink target={block.target} />
    </div>
  );
}
