import { pageTypeOf, type PageType } from '@/lib/routes/page-type';
import type { DataLayerEvent } from './data-layer';

export interface PageViewEvent extends DataLayerEvent {
  event: 'page_view';
  page_type: PageType;
  /** Path and query, as the shopper sees them. */
  page_path: string;
  page_location: string;
}

/** A page seen, on arrival and on every client navigation, with its type (spec 001 section 2). */
export function pageViewEvent(location: { href: string; pathname: string; search: string }) {
  return {
    event: 'page_view',
    page_type: pageTypeOf(location.href),
    page_path: `${location.pathname}${location.search}`,
    page_location: location.href,
  } satisfies PageViewEvent;
}
