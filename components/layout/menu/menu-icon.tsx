import type { menuIcons } from '@/lib/contracts/cms/menu';

const paths: Record<(typeof menuIcons)[number], string> = {
  sparkle: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01',
  gift: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1zm0 0c2-4 6-4 6-1s-6 1-6 1z',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
};

/** The small icon an editor may put beside a menu entry's title. */
export function MenuIcon({ name }: { name: (typeof menuIcons)[number] }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}
