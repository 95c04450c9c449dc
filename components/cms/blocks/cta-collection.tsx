import type { CanvasComponent } from '@/lib/contracts/content';
import { NewTabNote, newTabProps, targetLinkClass } from '../target-link';
import { CurrentPageLink } from './current-page-link';
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
          className={`type-heading ${rowAlignmentClass[block.alignment ?? 'left']}`}
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
            <CurrentPageLink
              href={target.url}
              match="path-and-query"
              {...newTabProps(target)}
              className={`${targetLinkClass(target)} aria-[current=page]:ring-2 aria-[current=page]:ring-current aria-[current=page]:ring-offset-2`}
            >
              {target.text}
              <NewTabNote target={target} />
            </CurrentPageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
