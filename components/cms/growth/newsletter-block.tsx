import type { Alignment } from '@/lib/contracts/cms/primitives';
import type { CanvasComponent } from '@/lib/contracts/content';
import { LazyNewsletterForm } from '@/components/newsletter/lazy-newsletter-form';

type NewsletterBlockContent = Extract<CanvasComponent, { type: 'newsletter' }>;

/** Where the column of title, text and form sits in the block. */
const columnPlacement: Record<Alignment, string> = {
  left: 'mr-auto text-left',
  center: 'mx-auto text-center',
  right: 'ml-auto text-right',
};

/**
 * The newsletter form an editor places on a page: the footer's form under the editor's title,
 * which names it, and text. Its code loads as the shopper nears it.
 */
export function NewsletterBlock({ block }: { block: NewsletterBlockContent }) {
  const headingId = `${block.id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded px-4 py-8 sm:px-8 ${block.background ? '' : 'bg-neutral-100'}`}
      style={block.background ? { backgroundColor: block.background } : undefined}
    >
      <div className={`flex max-w-xl flex-col gap-3 ${columnPlacement[block.alignment ?? 'left']}`}>
        <h2 id={headingId} className="text-2xl font-bold">
          {block.title}
        </h2>
        {block.text && <p>{block.text}</p>}
        <div className="text-left">
          <LazyNewsletterForm source="page" labelledBy={headingId} />
        </div>
      </div>
    </section>
  );
}
