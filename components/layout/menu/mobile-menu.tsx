import Link from 'next/link';
import type { MenuItem } from '@/lib/contracts/cms/menu';
import { opensPanel } from '@/lib/content/menu-shop-all';
import { EntryTitle, entryTone } from './entry-title';
import { AccordionShopAll, ShopAll } from './shop-all-links';

/**
 * The menu on small and medium screens: an accordion of entries, each with its "Shop all" and
 * its columns. A column's own links (the third level) open below it only where the menu's
 * feature flag allows; otherwise the column is a link.
 */
export function MobileMenu({
  items,
  thirdLevel,
  id,
  onNavigate,
}: {
  items: MenuItem[];
  thirdLevel: boolean;
  id: string;
  onNavigate: () => void;
}) {
  return (
    <div
      id={id}
      data-nav-area="mobile_menu"
      className="absolute inset-x-0 top-full z-40 max-h-[80vh] overflow-y-auto border-b border-line bg-white p-4 shadow-lg lg:hidden"
    >
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.id} className={entryTone(item)} data-tracking={item.delocalizedTracking}>
            {opensPanel(item) ? (
              <details>
                <summary className="cursor-pointer py-2 font-semibold">
                  <EntryTitle item={item} />
                </summary>
                <ul className="ml-3 flex flex-col gap-1 pb-2 text-ink">
                  <AccordionShopAll item={item} onNavigate={onNavigate} />
                  {item.columns.map((column) =>
                    thirdLevel && column.children.length > 0 ? (
                      <li key={column.id}>
                        <details>
                          <summary className="cursor-pointer py-1">{column.title}</summary>
                          <ul className="ml-3 flex flex-col gap-1 pb-1">
                            <ShopAll
                              item={column}
                              link={{ target: column.target }}
                              onNavigate={onNavigate}
                            />
                            {column.children.map((child) => (
                              <li key={child.id}>
                                <Link
                                  href={child.target}
                                  className="block py-1"
                                  onClick={onNavigate}
                                >
                                  {child.title}
                                </Link>
                              </li>
                            ))}
                          </ul>
                        </details>
                      </li>
                    ) : (
                      <li key={column.id}>
                        <Link href={column.target} className="block py-1" onClick={onNavigate}>
                          {column.title}
                        </Link>
                      </li>
                    ),
                  )}
                </ul>
              </details>
            ) : (
              <Link href={item.target} className="block py-2 font-semibold" onClick={onNavigate}>
                <EntryTitle item={item} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
