import type { HTMLAttributes, ReactNode } from 'react';

export interface StackedItem {
  key: string;
  content: ReactNode;
}

/**
 * Alternatives laid out in one grid cell with only `shown` visible, so the box is as large as
 * the largest of them from the first paint and showing another never moves the page. Until
 * something is shown all stay invisible; `fallback` is the one visible where scripts do not run.
 */
export function OneCellStack({
  as: Box = 'div',
  items,
  shown,
  fallback,
  className = '',
  ...attributes
}: {
  /** A `p` stacks lines of copy (as spans); a `div` stacks blocks. */
  as?: 'div' | 'p';
  items: StackedItem[];
  shown: string | undefined;
  fallback?: string;
} & Omit<HTMLAttributes<HTMLElement>, 'children'>) {
  const Item = Box === 'p' ? 'span' : 'div';
  return (
    <Box className={`grid ${className}`} {...attributes}>
      {items.map(({ key, content }) => (
        <Item
          key={key}
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
