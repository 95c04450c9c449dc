'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { filterByShows, type FilterByRule } from '@/lib/content/filter-by';

/**
 * Decides from the page's path, which is known while the server renders it too: the page's
 * HTML holds the components only where they show, and client navigation decides again.
 */
export function FilterByGate({ rule, children }: { rule: FilterByRule; children: ReactNode }) {
  return filterByShows(rule, usePathname()) ? children : null;
}
