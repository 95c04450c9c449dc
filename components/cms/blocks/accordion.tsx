import type { CanvasComponent } from '@/lib/contracts/content';
import { RichHtml } from '../rich-html';

type AccordionBlock = Extract<CanvasComponent, { type: 'accordion' }>;

/**
 * Native disclosures: keyboard and screen readers work without script, and sharing a `name`
 * makes the browser close the others when one opens (single mode).
 */
export function Accordion({ block }: { block: AccordionBlock }) {
  const group = block.allowMultiple ? undefined : `${block.id}-items`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      {block.title && <h2 className="mb-2 text-2xl font-bold">{block.title}</h2>}
      {block.items.map((item) => (
        <details key={item.title} name={group} className="group border-b border-line">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-ink [&::-webkit-details-marker]:hidden">
            {item.title}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ▾
            </span>
          </summary>
          <RichHtml html={item.richText} className="pb-4" />
        </details>
      ))}
    </div>
  );
}
