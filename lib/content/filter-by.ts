import { parseCategorySegment, parseProductSegment } from '../routes';

export interface FilterByRule {
  variant: 'bySku' | 'byCategory';
  filterBy: string[];
  operator: 'IN' | 'NOT IN';
}

/** The product (`/{locale}/p/{slug}-{id}`) or category (`/{locale}/c/{slug}-{id}`) a path shows. */
export function pageIdOf(pathname: string, variant: FilterByRule['variant']): string | null {
  const segments = pathname.split('/').filter(Boolean);
  // Preview mode adds a /pre prefix in front of the locale.
  const [, kind, segment] = segments[0] === 'pre' ? segments.slice(1) : segments;
  if (!segment) return null;
  if (variant === 'bySku') return kind === 'p' ? (parseProductSegment(segment)?.id ?? null) : null;
  return kind === 'c' ? (parseCategorySegment(segment)?.id ?? null) : null;
}

/**
 * Whether a filter-by block shows its components on a page: only on the variant's kind of page
 * (product for bySku, category for byCategory), when the page's id is IN (or NOT IN) the list.
 */
export function filterByShows(rule: FilterByRule, pathname: string): boolean {
  const id = pageIdOf(pathname, rule.variant);
  if (id === null) return false;
  const listed = rule.filterBy.includes(id);
  return rule.operator === 'IN' ? listed : !listed;
}
