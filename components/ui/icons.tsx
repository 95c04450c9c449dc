import type { IconName } from '@/lib/contracts/cms/collections';
import type { menuIcons } from '@/lib/contracts/cms/menu';

/**
 * The icon set editors choose from (icon-and-text lists, menu entries): outline paths on a
 * 24-unit grid, drawn in the text colour.
 */
const paths: Record<IconName | (typeof menuIcons)[number], string> = {
  truck:
    'M3 6h11v9H3zM14 9h4l3 3v3h-7M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  return: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  store: 'M4 10v10h16V10M3 4h18l-1 6H4zM9 20v-6h6v6',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  leaf: 'M5 19c0-9 6-14 15-14 0 9-5 15-14 15M5 19l8-8',
  ruler: 'M3 16L16 3l5 5L8 21zM7 12l2 2M10 9l2 2M13 6l2 2',
  chat: 'M4 5h16v11H9l-5 4z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
};

/** Sized by the surrounding font size (1em), so a text-size class sizes it, or by `className`. */
export function CmsIcon({ name, className }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-icon={name}
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
