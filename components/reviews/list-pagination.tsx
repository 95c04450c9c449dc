'use client';

import { useTranslations } from 'next-intl';
import { pageItems } from '@/lib/pagination';

/** Pagination for lists that page in place (reviews, questions): buttons, not links. */
export function ListPagination({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const t = useTranslations('Pagination');
  if (pageCount <= 1) return null;
  const step = (target: number, text: string, symbol: string) => (
    <button
      type="button"
      aria-label={text}
      disabled={target < 1 || target > pageCount || target === page}
      onClick={() => onPage(target)}
      className="rounded px-3 py-2 hover:bg-neutral-100 disabled:text-neutral-300 disabled:hover:bg-transparent"
    >
      {symbol}
    </button>
  );
  return (
    <nav aria-label={label} className="flex justify-center">
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
              <button
                type="button"
                onClick={() => onPage(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                className={`rounded px-3 py-2 ${item.page === page ? 'bg-ink font-semibold text-white' : 'hover:bg-neutral-100'}`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), '›')}</li>
        <li>{step(pageCount, t('last'), '»')}</li>
      </ul>
    </nav>
  );
}
