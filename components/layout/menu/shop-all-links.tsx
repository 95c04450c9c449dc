import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { MenuItem } from '@/lib/contracts/cms/menu';
import { shopAllAt, type ShopAllLink } from '@/lib/content/menu-shop-all';

/**
 * The entry's "Shop all" link in the phone accordion, which serves small and medium screens: one
 * link when both agree, else each shown at its own breakpoint.
 */
export function AccordionShopAll({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const small = shopAllAt(item, 'sm');
  const medium = shopAllAt(item, 'md');
  if (JSON.stringify(small) === JSON.stringify(medium)) {
    return small && <ShopAll item={item} link={small} onNavigate={onNavigate} />;
  }
  return (
    <>
      {small && <ShopAll item={item} link={small} onNavigate={onNavigate} className="md:hidden" />}
      {medium && (
        <ShopAll item={item} link={medium} onNavigate={onNavigate} className="hidden md:block" />
      )}
    </>
  );
}

export function ShopAll({
  item,
  link,
  onNavigate,
  className = '',
}: {
  item: Pick<MenuItem, 'title'>;
  link: ShopAllLink;
  onNavigate: () => void;
  className?: string;
}) {
  const t = useTranslations('Header');
  return (
    <li className={className}>
      <Link href={link.target} className="block py-2 font-semibold underline" onClick={onNavigate}>
        {link.text ?? t('shopAll', { category: item.title })}
      </Link>
    </li>
  );
}
