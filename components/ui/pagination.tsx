import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { pageItems } from '@/lib/pagination';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** First, previous, numbered pages with ellipses, next and last (spec 000 section 2). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const t = useTranslations('Pagination');
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, symbol: string) =>
    target < 1 || target > pageCount || target === page ? (
      <span aria-hidden="true" className="px-3 py-2 text-neutral-300">
        {symbol}
      </span>
    ) : (
      <Link
        href={hrefFor(target)}
        aria-label={label}
        className="rounded px-3 py-2 hover:bg-neutral-100"
      >
        {symbol}
      </Link>
    );

  return (
    <nav aria-label={t('label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>{step(1, t('first'), '«')}</li>
        <li>{step(page - 1, t('previous'), '‹')}</li>
        {pageItems(page, pageCount).map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} aria-hidden="true" className="px-2">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                href={hrefFor(item.page)}
                aria-label={
                  item.page === page
                    ? t('current', { page: item.page })
                    : t('page', { page: item.page })
                }
                aria-current={item.page === page ? 'page' : undefined}
                className="block min-w-10 rounded px-3 py-2 text-center hover:bg-neutral-100 aria-[current=page]:bg-ink aria-[current=page]:text-white"
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), '›')}</li>
        <li>{step(pageCount, t('last'), '»')}</li>
      </ul>
    </nav>
  );
}
