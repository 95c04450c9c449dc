'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useToastStore, type Toast, type ToastType } from '@/stores/toast-store';
import { CloseIcon } from './close-icon';

const accentByType: Record<ToastType, string> = {
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  info: 'border-l-neutral-900',
};

/**
 * The toasts, at the top of the page. Mount once, in the root layout: the live regions must be in
 * the document before a toast arrives for screen readers to announce it, so they always render.
 */
export function Toaster() {
  const t = useTranslations('Toast');
  const toasts = useToastStore((state) => state.toasts);
  const setPaused = useToastStore((state) => state.setPaused);
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);

  const syncPause = (focusWithin: boolean) => setPaused(hovered.current || focusWithin);
  // Read from the DOM on pointer moves because a focused toast that is dismissed disappears
  // without a reliable blur event.
  const focusIsWithin = () => regionRef.current?.contains(document.activeElement) ?? false;

  // A toast removed from under the pointer fires no pointerleave; once none are left, nothing can
  // be hovered, so the countdown must not stay paused for the next toast.
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    hovered.current = false;
    setPaused(false);
  }, [empty, setPaused]);

  const errors = toasts.filter((toast) => toast.type === 'error');
  const notices = toasts.filter((toast) => toast.type !== 'error');

  return (
    <section
      ref={regionRef}
      aria-label={t('notifications')}
      className="pointer-events-none fixed inset-x-0 top-0 z-100 flex flex-col items-center gap-2 p-4"
      onPointerEnter={() => {
        hovered.current = true;
        syncPause(focusIsWithin());
      }}
      onPointerLeave={() => {
        hovered.current = false;
        syncPause(focusIsWithin());
      }}
      onFocus={() => syncPause(true)}
      onBlur={(event) => syncPause(regionRef.current?.contains(event.relatedTarget) ?? false)}
    >
      {/* aria-live repeats what the roles imply, for older screen readers; aria-atomic false
          announces only the toast just added, not every one still showing. */}
      <div
        role="alert"
        aria-live="assertive"
        aria-atomic="false"
        className="flex w-full flex-col items-center gap-2"
      >
        {errors.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="false"
        className="flex w-full flex-col items-center gap-2"
      >
        {notices.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </div>
    </section>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  const t = useTranslations('Toast');
  const dismissToast = useToastStore((state) => state.dismissToast);
  const titleId = useId();

  return (
    <div
      className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-md border border-l-4 border-neutral-200 bg-white p-4 text-neutral-900 shadow-lg ${accentByType[toast.type]}`}
    >
      <div className="flex-1">
        <p id={titleId} className="font-semibold">
          {toast.title}
        </p>
        {toast.message ? <p className="mt-1 text-sm text-neutral-700">{toast.message}</p> : null}
      </div>
      <button
        type="button"
        aria-label={t('dismiss')}
        // Says which notification the button dismisses when several are showing.
        aria-describedby={titleId}
        onClick={() => dismissToast(toast.id)}
        className="rounded-full p-1 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
