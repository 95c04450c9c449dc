import 'server-only';
import { sanitizeRichHtml } from '@/lib/content/rich-html';

/** Editor-written HTML, rendered on the server through the allow-list sanitiser. */
export function RichHtml({
  html,
  as: Element = 'div',
  className = '',
}: {
  html: string;
  as?: 'div' | 'span';
  className?: string;
}) {
  return (
    <Element
      className={`cms-rich-html ${className}`}
      dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(html) }}
    />
  );
}
