'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import {
  popupDismissEvent,
  popupExpandEvent,
  popupImpressionEvent,
} from '@/lib/analytics/popup-events';
import { popupMemory } from '@/lib/content/popup-memory';
import type { PopupsCanvas } from '@/lib/contracts/canvas-documents';
import { pageTypeOf, type PageType } from '@/lib/routes/page-type';
import { useDialogStore } from '@/stores/dialog-store';

type Popup = PopupsCanvas['popups'][number];

// The pop-up's code loads once a visitor has one to see, not with every page.
const PopupView = dynamic(() => import('./popup-view').then((module) => module.PopupView), {
  ssr: false,
});

/** Pages where a pop-up may appear: browsing, never a bag, checkout or account step. */
const browsingPages = new Set<PageType>(['home', 'category', 'product', 'search', 'searchHub']);

/**
 * The site's pop-ups (spec 002 sections 3 and 4): the first one this visitor has not dismissed
 * appears minimised at the bottom of browsing pages, opens by itself after its delay the first
 * time only, and is gone for good once closed. It sits over the page (no layout shift) and does
 * not take focus when it opens by itself. It never opens by itself over a dialog the shopper has
 * open (signing in, the bag): its delay starts again once every dialog is closed.
 */
export function PopupHost({ popups }: { popups: Popup[] }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [dismissedNow, setDismissedNow] = useState<string[]>([]);
  const [expanded, setExpanded] = useState(false);
  const dialogOpen = useDialogStore((state) => state.stack.length > 0);
  // Read after hydration only: the server's page is the same for every visitor.
  const popup =
    hydrated && browsingPages.has(pageTypeOf(pathname))
      ? (popups.find(
          (candidate) =>
            !dismissedNow.includes(candidate.id) && !popupMemory.isDismissed(candidate.id),
        ) ?? null)
      : null;

  useEffect(() => {
    if (popup) pushDataLayer(popupImpressionEvent(popup.id, popup.kind));
  }, [popup]);

  useEffect(() => {
    if (!popup || dialogOpen || popupMemory.hasOpened(popup.id)) return;
    const timer = window.setTimeout(() => {
      popupMemory.markOpened(popup.id);
      setExpanded(true);
      pushDataLayer(popupExpandEvent(popup.id, 'delay'));
    }, popup.delay);
    return () => window.clearTimeout(timer);
  }, [popup, dialogOpen]);

  if (!popup) return null;
  return (
    <PopupView
      popup={popup}
      expanded={expanded}
      onExpand={() => {
        popupMemory.markOpened(popup.id);
        setExpanded(true);
        pushDataLayer(popupExpandEvent(popup.id, 'click'));
      }}
      onMinimise={() => setExpanded(false)}
      onDismiss={() => {
        popupMemory.dismiss(popup.id);
        pushDataLayer(popupDismissEvent(popup.id));
        setDismissedNow((ids) => [...ids, popup.id]);
      }}
    />
  );
}
