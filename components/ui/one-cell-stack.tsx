import type { HTMLAttributes, ReactNode } from 'react';
import { PROVISIONAL_ATTRIBUTE } from '@/lib/personalisation/unknown-visitor';

export interface StackedItem {
  key: string;
  content: ReactNode;
}

/**
 * Alternatives laid out in one grid cell with only `shown` visible, so the box is as large as
 * the largest of them from the first paint and showing another never moves the page. Until
 * something is shown all stay invisible; `fallback` is the one visible where scripts do not run,
 * and `provisional` marks items for a page-wide rule to show meanwhile
 * (lib/personalisation/unknown-visitor.ts).
 */
export function OneCellStack({
  as: Box = 'div',
  items,
  shown,
  fallback,
  provisional,
  className = '',
  ...attributes
}: {
  /** A `p` stacks lines of copy (as spans); a `div` stacks blocks. */
  as?: 'div' | 'p';
  items: StackedItem[];
  shown: string | undefined;
  fallback?: string;
  provisional?: ReadonlyMap<string, string>;
} & Omit<HTMLAttributes<HTMLElement>, 'children'>) {
  const Item = Box === 'p' ? 'span' : 'div';
  return (
    <Box className={`grid ${className}`} {...attributes}>
      {items.map(({ key, content }) => (
        <Item
          key={key}
          {...(shown === undefined && provisional?.has(key)
            ? { [PROVISIONAL_ATTRIBUTE]: provisional.get(key) }
            : {})}
          className={`min-w-0 [grid-area:1/1] ${
            key === shown ? '' : `invisible ${key === fallback ? 'noscript:visible' : ''}`
          }`}
        >
          {content}
        </Item>
      ))}
    </Box>
  );
}
