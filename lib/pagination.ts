/** Pagination: default page 1, sibling count 2, at least one page. */
export const DEFAULT_SIBLING_COUNT = 2;

export type PageItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The numbered buttons to show: always the first and last page, the current page with its
 * siblings, and an ellipsis wherever pages are skipped. An ellipsis never stands for a single
 * page; that page is shown instead.
 */
export function pageItems(
  current: number,
  pageCount: number,
  siblings = DEFAULT_SIBLING_COUNT,
): PageItem[] {
  const total = Math.max(1, pageCount);
  const page = Math.min(Math.max(1, current), total);
  let start = Math.max(1, page - siblings);
  let end = Math.min(total, page + siblings);
  if (start === 3) start = 2;
  if (end === total - 2) end = total - 1;

  const items: PageItem[] = [];
  if (start > 1) items.push({ type: 'page', page: 1 });
  if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  for (let n = start; n <= end; n += 1) items.push({ type: 'page', page: n });
  if (end < total - 1) items.push({ type: 'ellipsis', key: 'end' });
  if (end < total) items.push({ type: 'page', page: total });
  return items;
}
