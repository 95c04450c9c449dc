'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { BAR_ID_ATTRIBUTE, closedBarKey } from '@/lib/content/benefit-bar-closed';

const listeners = new Set<() => void>();

/** Bars closed in this page view, for browsers that refuse storage. */
const closedWithoutStorage = new Set<string>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab closing the same bar closes it here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function isClosed(barId: string): boolean {
  try {
    return window.localStorage.getItem(closedBarKey(barId)) === '1';
  } catch {
    // Storage blocked (private mode, policy): the bar simply shows.
    return false;
  }
}

function close(barId: string) {
  try {
    window.localStorage.setItem(closedBarKey(barId), '1');
  } catch {
    // Without storage the bar closes until the page is reloaded.
    closedWithoutStorage.add(barId);
  }
  for (const listener of listeners) listener();
}

/**
 * A benefit bar with a close button: closed, it is gone and stays gone on later visits (the
 * locale layout's early script hides it before the first paint after a reload).
 */
export function BenefitBarCloser({
  barId,
  closeLabel,
  className,
  children,
}: {
  barId: string;
  closeLabel: string;
  className: string;
  children: ReactNode;
}) {
  const closed = useSyncExternalStore(
    subscribe,
    () => closedWithoutStorage.has(barId) || isClosed(barId),
    () => false,
  );
  if (closed) return null;
  return (
    <div {...{ [BAR_ID_ATTRIBUTE]: barId }} className={className}>
      {children}
      <button
        type="button"
        onClick={() => close(barId)}
        aria-label={closeLabel}
        className="absolute right-1 top-1/2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full hover:bg-black/10"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
