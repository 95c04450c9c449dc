import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contracts/cms/menu';
import { shopAllAt } from '@/lib/content/menu-shop-all';
import { EntryTitle } from './entry-title';
import { OptimizedImage } from '@/components/ui/optimized-image';

/**
 * An entry's popover on large screens: a header that stays put while the panel scrolls (the
 * entry's title, its "Shop all" and a close button), columns one sixth wide each with their
 * links, the menu banner beside them and the picture tiles below.
 */
export function DesktopPanel({
  item,
  id,
  onClose,
  onNavigate,
}: {
  item: MenuItem;
  id: string;
  onClose: () => void;
  onNavigate: () => void;
}) {
  const t = useTranslations('Header');
  const shopAll = shopAllAt(item, 'lg');
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 border-b border-line bg-white shadow-lg"
    >
      <div className="mx-auto max-h-[calc(100vh-8rem)] max-w-7xl overflow-y-auto">
        <div className="sticky top-0 z-10 flex items-center gap-6 border-b border-line bg-white px-4 py-3">
          <p className="type-subheading">
            <EntryTitle item={item} />
          </p>
          {shopAll && (
            <Link
              href={shopAll.target}
              className="text-sm font-semibold underline"
              onClick={onNavigate}
            >
              {shopAll.text ?? t('shopAll', { category: item.title })}
            </Link>
          )}
          <button
            type="button"
            onClick={onClose}
            className="ml-auto rounded px-3 py-1 text-sm font-semibold hover:bg-neutral-100"
          >
            {t('closePanel', { category: item.title })}
          </button>
        </div>
        <div className="grid grid-cols-6 gap-6 px-4 py-6">
          {item.columns.map((column) => {
            const titleId = `${id}-${column.id}`;
            const titleHidden = column.titleVisibility === 'hidden';
            return (
              <div key={column.id} className="col-span-1">
                <Link
                  id={titleId}
                  href={column.target}
                  className={titleHidden ? 'sr-only' : 'font-semibold hover:underline'}
                  onClick={onNavigate}
                >
                  {column.title}
                </Link>
                <ul aria-labelledby={titleId} className="mt-2 flex flex-col gap-1 text-sm">
                  {column.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.target} className="hover:underline" onClick={onNavigate}>
                        {child.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
          {item.menuBanner && (
            <Link
              href={item.menuBanner.target}
              onClick={onNavigate}
              className="group relative col-span-2 col-end-7 flex min-h-40 flex-col justify-end overflow-hidden rounded-lg p-4 text-white"
            >
              <OptimizedImage
                src={item.menuBanner.media.url}
                alt={item.menuBanner.media.alt}
                fill
                sizes="(min-width: 1280px) 420px, 33vw"
                className="-z-10 object-cover transition-transform group-hover:scale-105"
              />
              <span className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 to-black/10" />
              <span className="type-subheading">{item.menuBanner.title}</span>
              {item.menuBanner.subtitle && (
                <span className="text-sm">{item.menuBanner.subtitle}</span>
              )}
            </Link>
          )}
        </div>
        {item.visualSelectors && item.visualSelectors.length > 0 && (
          <div className="px-4 pb-6">
            {item.visualSelectorsTitle && (
              <p className="mb-3 font-semibold">{item.visualSelectorsTitle}</p>
            )}
            <ul className="grid grid-cols-6 gap-4">
              {item.visualSelectors.map((selector) => (
                <li key={selector.id}>
                  <Link
                    href={selector.target}
                    onClick={onNavigate}
                    className="flex flex-col gap-2 text-sm font-semibold hover:underline"
                  >
                    <OptimizedImage
                      src={selector.media.url}
                      alt={selector.media.alt}
                      width={selector.media.width}
                      height={selector.media.height}
                      sizes="200px"
                      className="aspect-square w-full rounded object-cover"
                    />
                    {selector.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
