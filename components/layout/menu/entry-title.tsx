import type { MenuItem } from '@/lib/contracts/cms/menu';
import { CmsIcon } from '@/components/ui/icons';

/**
 * A menu entry's title: the editor's marked-up title when there is one (sanitised on the server
 * before it reaches the menu), its icon before it.
 */
export function EntryTitle({ item }: { item: MenuItem }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      {item.menuIcon && <CmsIcon name={item.menuIcon} className="h-4 w-4 shrink-0" />}
      {item.titleHtml ? <span dangerouslySetInnerHTML={{ __html: item.titleHtml }} /> : item.title}
    </span>
  );
}

/** The entry's colour: a highlighted entry (a sale) stands out in the sale colour. */
export const entryTone = (item: MenuItem) =>
  item.menuStyle === 'highlight' ? 'text-sale' : 'text-ink';
