import type { CanvasComponent } from '@/lib/contracts/content';
import { RichHtml } from '../rich-html';

type RichHtmlBlock = Extract<CanvasComponent, { type: 'rich-html' }>;

const textAlignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/** Editor-written HTML (headings, lists, links) through the allow-list sanitiser. */
export function RichHtmlBlock({ block }: { block: RichHtmlBlock }) {
  return (
    <RichHtml
      html={block.html}
      className={`mx-auto w-full max-w-3xl ${textAlignClass[block.alignment ?? 'left']}`}
    />
  );
}
