import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';
import { inlinePieces, type InlinePiece, type PlaceholderValues } from '@/lib/content/inline-text';

type Section = Extract<CanvasComponent, { type: 'text-section' }>;

function InlineText({ pieces }: { pieces: InlinePiece[] }) {
  return pieces.map((piece, index) => {
    if (!piece.href) return piece.text;
    const className = 'font-semibold underline';
    return piece.href.startsWith('/') ? (
      <Link key={index} href={piece.href} className={className}>
        {piece.text}
      </Link>
    ) : (
      <a key={index} href={piece.href} className={className}>
        {piece.text}
      </a>
    );
  });
}

/**
 * A help or legal page's section: heading, paragraphs, then a list. A line whose placeholder
 * this store leaves empty (null) is left out, and a section left with no line at all with it.
 */
export function TextSection({ section, values }: { section: Section; values: PlaceholderValues }) {
  const lines = (texts: string[]) =>
    texts.flatMap((text) => {
      const pieces = inlinePieces(text, values);
      return pieces ? [pieces] : [];
    });
  const paragraphs = lines(section.paragraphs);
  const items = lines(section.items);
  if (paragraphs.length === 0 && items.length === 0) return null;
  const List = section.numbered ? 'ol' : 'ul';
  const headingId = `text-${section.id}`;
  const body = (
    <>
      {paragraphs.map((pieces, index) => (
        <p key={index}>
          <InlineText pieces={pieces} />
        </p>
      ))}
      {items.length > 0 ? (
        <List
          className={`ml-5 flex flex-col gap-2 ${section.numbered ? 'list-decimal' : 'list-disc'}`}
        >
          {items.map((pieces, index) => (
            <li key={index}>
              <InlineText pieces={pieces} />
            </li>
          ))}
        </List>
      ) : null}
    </>
  );
  if (!section.heading) return <div className="flex flex-col gap-3">{body}</div>;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="type-heading">
        {section.heading}
      </h2>
      {body}
    </section>
  );
}
