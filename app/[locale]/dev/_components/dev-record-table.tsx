import type { ReactNode } from 'react';
import { Pagination } from '@/components/ui/pagination';

/** Padding of every cell in a developer table; columns add their own wrapping. */
export const devCell = 'px-3 py-2 align-top';

/**
 * A paged developer list (outbox, back-in-stock requests): title and intro, then a table with
 * the given column headings and rows, or the empty text, then links to its pages.
 */
export function DevRecordTable({
  text,
  headings,
  rows,
  page,
  pageCount,
  hrefFor,
}: {
  text: { title: string; intro: string; caption: string; empty: string };
  headings: string[];
  /** The table's `<tr>` elements; none shows the empty text. */
  rows: ReactNode[];
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="type-title">{text.title}</h1>
        <p className="text-muted">{text.intro}</p>
      </header>
      {rows.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{text.caption}</caption>
            <thead className="border-b border-line text-muted">
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col" className={`${devCell} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </div>
  );
}
