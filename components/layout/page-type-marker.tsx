'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageTypeOf } from '@/lib/routes/page-type';

/**
 * Publishes the current page type (spec 001 section 2) as `<html data-page-type>`, where
 * analytics tags read it; it follows client-side navigations.
 */
export function PageTypeMarker() {
  const pathname = usePathname();
  useEffect(() => {
    document.documentElement.dataset.pageType = pageTypeOf(pathname);
  }, [pathname]);
  return null;
}
