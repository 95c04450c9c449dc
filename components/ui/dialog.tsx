'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogStore, type DialogId, type DialogPayload } from '@/stores/dialog-store';
import { CloseIcon } from './close-icon';
import { useHydrated } from './use-hydrated';

/** Enter and exit transition length (spec 000 section 9); the `duration-250` classes match it. */
export const DIALOG_TRANSITION_MS = 250;

export type DialogSize = 'half' | 'large';

export interface DialogProps<Id extends DialogId> {
  id: Id;
  /** Visible heading; it also names the dialog for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  /** Height of the bottom panel on small screens. On large screens the panel is full height. */
  size?: DialogSize;
  /** The content, or a function of the payload given to `openDialog` for this dialog. */
  children: ReactNode | ((payload: DialogPayload<Id>) => ReactNode);
}

/** What is on screen: kept through the exit transition, after the store has dropped the entry. */
interface Shown {
  payload: unknown;
  layer: number;
}

const panelHeights: Record<DialogSize, string> = {
  half: 'h-[50dvh]',
  large: 'h-[90dvh]',
};

/**
 * A modal panel shown while its id is open in the dialog store: a bottom sheet on small screens,
 * a full-height right-hand panel from `lg` up. Rendered into document.body so that no ancestor's
 * overflow or stacking context can clip it.
 */
export function Dialog<Id extends DialogId>({
  id,
  title,
  description,
  size = 'large',
  children,
}: DialogProps<Id>) {
  const t = useTranslations('Dialog');
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // False on the server and during hydration (there is no document.body to portal into there),
  // true afterwards, without a hydration mismatch.
  const hydrated = useHydrated();

  const entry = useDialogStore((state) => state.stack.find((open) => open.id === id));
  const layer = useDialogStore((state) => state.stack.findIndex((open) => open.id === id));
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const open = entry !== undefined;
  // Read when closing: a dialog closing underneath may have handed its opener over meanwhile.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (entry) returnFocusRef.current = entry.returnFocusTo;
  }, [entry]);

  const [shown, setShown] = useState<Shown | null>(null);
  if (entry && (!shown || shown.payload !== entry.payload || shown.layer !== layer)) {
    setShown({ payload: entry.payload, layer });
  }
  const present = shown !== null;

  // Stay mounted for the exit transition, then unmount.
  useEffect(() => {
    if (open || !present) return;
    const delay = prefersReducedMotion() ? 0 : DIALOG_TRANSITION_MS;
    const timer = setTimeout(() => setShown(null), delay);
    return () => clearTimeout(timer);
  }, [open, present]);

  // A layout effect, so the page is locked before the first paint and unlocked in the same
  // commit that removes the panel.
  useLayoutEffect(() => {
    if (!present) return;
    return lockBodyScroll();
  }, [present]);

  // Move focus in on open; on close give it back to whatever opened the dialog. Waits for
  // hydration because the panel is not rendered before it.
  useEffect(() => {
    if (!open || !hydrated) return;
    const panel = panelRef.current;
    // A field with autoFocus may already hold focus; leave it there.
    if (panel && !panel.contains(document.activeElement)) {
      (tabbableIn(panel)[0] ?? panel).focus();
    }
    return () => {
      const returnFocusTo = returnFocusRef.current;
      // Closing under a dialog still open, opened from a page control: focus stays in the open
      // dialog, which was handed this opener (closeDialog) and returns focus there itself.
      const openerInDialog = returnFocusTo?.closest('[role="dialog"]:not([inert])');
      const top = useDialogStore.getState().stack.at(-1);
      if (top && !openerInDialog) {
        // Focus was in this panel (interests over the welcome opened with it): the dialog
        // now on top takes it, rather than the page underneath.
        if (panel?.contains(document.activeElement)) focusInto(top.id);
        return;
      }
      // When several dialogs close together, an opener inside another closing (inert) dialog is
      // skipped so that focus ends on the page rather than in a panel that is going away.
      if (returnFocusTo?.isConnected && !returnFocusTo.closest('[inert]')) returnFocusTo.focus();
    };
  }, [open, hydrated, id]);

  // Document-level so that Escape works wherever focus is; only the top dialog reacts, and
  // preventDefault tells the dialogs underneath that the key has been used.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || !isTopDialog(id)) return;
      const panel = panelRef.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeDialog(id);
      } else if (event.key === 'Tab' && panel) {
        keepTabInside(event, panel);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, id, closeDialog]);

  if (!hydrated || !shown) return null;

  const content =
    typeof children === 'function' ? children(shown.payload as DialogPayload<Id>) : children;

  return createPortal(
    <div
      className={`fixed inset-0 ${open ? '' : 'pointer-events-none'}`}
      style={{ zIndex: 50 + shown.layer }}
      data-state={open ? 'open' : 'closed'}
    >
      <div
        aria-hidden="true"
        onClick={() => closeDialog(id)}
        className={`absolute inset-0 bg-black/50 transition-opacity duration-250 ease-out motion-reduce:transition-none starting:opacity-0 ${open ? '' : 'opacity-0'}`}
      />
      <div
        ref={panelRef}
        role="dialog"
        data-dialog-id={id}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        inert={!open}
        // The enter transition starts from the `starting:` (@starting-style) position, so no
        // extra render is needed after mount; browsers without it simply skip the animation.
        className={`absolute inset-x-0 bottom-0 flex flex-col rounded-t-2xl bg-white text-neutral-900 shadow-xl outline-none transition-transform duration-250 ease-out motion-reduce:transition-none starting:translate-y-full lg:inset-y-0 lg:right-0 lg:left-auto lg:h-full lg:w-full lg:max-w-md lg:rounded-none lg:starting:translate-x-full lg:starting:translate-y-0 ${panelHeights[size]} ${open ? '' : 'translate-y-full lg:translate-x-full lg:translate-y-0'}`}
      >
        {/* Not a <header>: inside a dialog it would be a second banner landmark beside the page's. */}
        <div className="flex items-start justify-between gap-4 border-b border-neutral-200 p-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-neutral-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => closeDialog(id)}
            aria-label={t('close')}
            className="rounded-full p-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain p-4">{content}</div>
      </div>
    </div>,
    document.body,
  );
}

/** Into a dialog's content heading (a step that takes focus), else its first control. */
function focusInto(id: DialogId): void {
  const panel = document.querySelector<HTMLElement>(`[data-dialog-id="${id}"]`);
  if (!panel) return;
  const heading = panel.querySelector<HTMLElement>(':is(h1, h2, h3)[tabindex="-1"]');
  (heading ?? tabbableIn(panel)[0] ?? panel).focus();
}

function isTopDialog(id: DialogId): boolean {
  return useDialogStore.getState().stack.at(-1)?.id === id;
}

function prefersReducedMotion(): boolean {
  // Guarded because not every environment (jsdom in tests) implements matchMedia.
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

// Stacked dialogs share one lock, so the page scrolls again only once the last of them is gone.
let scrollLocks = 0;
let overflowBeforeLock = '';

function lockBodyScroll(): () => void {
  if (scrollLocks === 0) {
    overflowBeforeLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) document.body.style.overflow = overflowBeforeLock;
  };
}

const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

function tabbableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(tabbableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[hidden], [inert]') &&
      // checkVisibility catches elements hidden by CSS (e.g. `hidden lg:block`); jsdom lacks it.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/** Wraps Tab from the last tabbable element to the first, and Shift+Tab the other way. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement): void {
  const tabbable = tabbableIn(panel);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active !== panel && panel.contains(active);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
