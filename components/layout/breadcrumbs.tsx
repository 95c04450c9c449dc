import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function Breadcrumbs({ items }: { items: { id: string; name: string; url: string }[] }) {
  const t = useTranslations('Common');
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol className="flex flex-wrap gap-1 text-sm text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.id} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <Link href={item.url} className="hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
