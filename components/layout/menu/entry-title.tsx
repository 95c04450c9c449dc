import type { MenuItem } from '@/lib/contracts/cms/menu';
import { MenuIcon } from './menu-icon';

/**
 * A menu entry's title: the editor's marked-up title when there is one (sanitised on the server
 * before it reaches the menu), its icon before it.
 */
export function EntryTitle({ item }: { item: MenuItem }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.menuIcon && <MenuIcon name={item.menuIcon} />}
      {item.titleHtml ? <span dangerouslySetInnerHTML={{ __html: item.titleHtml }} /> : item.title}
    </span>
  );
}

/** The entry's colour: a highlighted entry (a sale) stands out in the sale colour. */
export const entryTone = (item: MenuItem) =>
  item.menuStyle === 'highlight' ? 'text-sale' : 'text-ink';
