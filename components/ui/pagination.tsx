import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { pageItems } from '@/lib/pagination';

/**
 * Pages are either addresses (listings, where each page has its own URL) or a callback (lists
 * that page in place, such as reviews and questions, which render buttons instead of links).
 */
type PageTarget = { hrefFor: (page: number) => string } | { onPage: (page: number) => void };

type PaginationProps = PageTarget & {
  page: number;
  pageCount: number;
  /** Names the navigation landmark when a page has more than one list of pages. */
  label?: string;
};

/** First, previous, numbered pages with ellipses, next and last (spec 000 section 2). */
export function Pagination({ page, pageCount, label, ...target }: PaginationProps) {
  const t = useTranslations('Pagination');
  if (pageCount <= 1) return null;
  const control = (
    to: number,
    props: { 'aria-label': string; 'aria-current'?: 'page'; className: string },
    content: ReactNode,
  ) =>
    'hrefFor' in target ? (
      <Link href={target.hrefFor(to)} {...props}>
        {content}
      </Link>
    ) : (
      <button type="button" onClick={() => target.onPage(to)} {...props}>
        {content}
      </button>
    );
  const step = (to: number, stepLabel: string, symbol: string) =>
    to < 1 || to > pageCount || to === page ? (
      <span aria-hidden="true" className="px-3 py-2 text-neutral-300">
        {symbol}
      </span>
    ) : (
      control(
        to,
        { 'aria-label': stepLabel, className: 'rounded px-3 py-2 hover:bg-neutral-100' },
        symbol,
      )
    );

  return (
    <nav aria-label={label ?? t('label')} className="flex justify-center">
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
              {control(
                item.page,
                {
                  'aria-label':
                    item.page === page
                      ? t('current', { page: item.page })
                      : t('page', { page: item.page }),
                  'aria-current': item.page === page ? 'page' : undefined,
                  className:
                    'block min-w-10 rounded px-3 py-2 text-center hover:bg-neutral-100 aria-[current=page]:bg-ink aria-[current=page]:text-white',
                },
                item.page,
              )}
            </li>
          ),
        )}
        <li>{step(page + 1, t('next'), '›')}</li>
        <li>{step(pageCount, t('last'), '»')}</li>
      </ul>
    </nav>
  );
}
