'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import {
  NAVIGATION_AREA_ATTRIBUTE,
  isNavigationArea,
  navigationClickEvent,
} from '@/lib/analytics/navigation-events';
import { pageViewEvent } from '@/lib/analytics/page-view';

/**
 * What every page reports: a `page_view` on arrival and after each client navigation, and the
 * clicks on links inside the footer, the top navigation and the mobile menu (marked with
 * `data-nav-area`), heard once on the document so those stay server-rendered.
 */
export function SiteAnalytics() {
  const pathname = usePathname();

  useEffect(() => {
    pushDataLayer(pageViewEvent(window.location));
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element)) return;
      const link = event.target.closest<HTMLAnchorElement>('a[href]');
      const area = link?.closest(`[${NAVIGATION_AREA_ATTRIBUTE}]`);
      const name = area?.getAttribute(NAVIGATION_AREA_ATTRIBUTE);
      if (!link || !isNavigationArea(name)) return;
      const tracking = link.closest<HTMLElement>('[data-tracking]')?.dataset.tracking;
      pushDataLayer(
        navigationClickEvent(name, {
          text: link.textContent ?? '',
          url: link.getAttribute('href') ?? '',
          ...(tracking ? { tracking } : {}),
        }),
      );
    };
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, []);

  return null;
}
