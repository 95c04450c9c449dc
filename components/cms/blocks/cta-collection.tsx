import type { CanvasComponent } from '@/lib/contracts/content';
import { TargetLink } from '../target-link';
import { rowAlignmentClass } from './alignment';

type CtaCollectionBlock = Extract<CanvasComponent, { type: 'cta-collection' }>;

/** A row of buttons; the one whose path and query are the page's is marked as current. */
export function CtaCollection({ block }: { block: CtaCollectionBlock }) {
  const headingId = `${block.id}-title`;
  return (
    <div className="flex flex-col gap-3">
      {block.title && (
        <h2
          id={headingId}
          className={`text-xl font-bold ${rowAlignmentClass[block.alignment ?? 'left']}`}
        >
          {block.title}
        </h2>
      )}
      <ul
        aria-labelledby={block.title ? headingId : undefined}
        className={`flex flex-wrap gap-3 ${rowAlignmentClass[block.alignment ?? 'left']}`}
      >
        {block.targets.map((target) => (
          <li key={`${target.url} ${target.text}`}>
            <TargetLink target={target} markCurrent="path-and-query" />
          </li>
        ))}
      </ul>
    </div>
  );
}
