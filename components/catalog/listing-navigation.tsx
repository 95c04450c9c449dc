'use client';

import { usePathname, useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useTransition,
  type MouseEvent,
  type ReactNode,
} from 'react';

interface ListingNavigationValue {
  /** Moves to another state of the same listing; the results show skeletons meanwhile. */
  navigate: (href: string, options?: NavigateOptions) => void;
  isPending: boolean;
}

interface NavigateOptions {
  /** Runs inside the transition, for `useOptimistic` updates of the controls. */
  optimistic?: () => void;
  /** A new page of results starts at its top; a filter or sort keeps the shopper's place. */
  toTop?: boolean;
}

const ListingNavigationContext = createContext<ListingNavigationValue | null>(null);

/**
 * Filter, sort and page changes are navigations to a new query string: the server renders
 * the new listing while the old one is replaced by skeletons, and history keeps every step.
 */
export function ListingNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const navigate = useCallback(
    (href: string, { optimistic, toTop = false }: NavigateOptions = {}) =>
      startTransition(() => {
        optimistic?.();
        router.push(href, { scroll: toTop });
      }),
    [router],
  );
  const value = useMemo(() => ({ navigate, isPending }), [navigate, isPending]);
  return (
    <ListingNavigationContext.Provider value={value}>{children}</ListingNavigationContext.Provider>
  );
}

export function useListingNavigation(): ListingNavigationValue {
  const value = useContext(ListingNavigationContext);
  if (!value) throw new Error('useListingNavigation needs a ListingNavigation above it.');
  return value;
}

/**
 * Links inside (the pagination) that stay on this listing navigate through the transition,
 * so their page change shows skeletons too. Modified clicks (new tab) are left alone.
 */
export function ListingLinks({ children, className }: { children: ReactNode; className?: string }) {
  const { navigate } = useListingNavigation();
  const pathname = usePathname();
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin || url.pathname !== pathname) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}`, { toTop: true });
  };
  return (
    <div className={className} onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
