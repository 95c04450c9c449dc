import type { DataLayerEvent } from './data-layer';

/** The site's navigation whose clicks the tag manager hears of (spec 002 section 7). */
export const navigationAreas = ['footer', 'top_nav', 'mobile_menu'] as const;
export type NavigationArea = (typeof navigationAreas)[number];

/** Put on a container (`data-nav-area="footer"`): its links' clicks are tracked as that area. */
export const NAVIGATION_AREA_ATTRIBUTE = 'data-nav-area';

export interface NavigationClickEvent extends DataLayerEvent {
  event: `${NavigationArea}_click`;
  link_text: string;
  link_url: string;
  /** The menu entry's tracking name from the CMS, when it has one. */
  tracking?: string;
}

export const isNavigationArea = (value: string | null | undefined): value is NavigationArea =>
  navigationAreas.includes(value as NavigationArea);

export function navigationClickEvent(
  area: NavigationArea,
  link: { text: string; url: string; tracking?: string },
): NavigationClickEvent {
  return {
    event: `${area}_click`,
    link_text: link.text.trim(),
    link_url: link.url,
    ...(link.tracking ? { tracking: link.tracking } : {}),
  };
}
