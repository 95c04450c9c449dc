import { create } from 'zustand';

/** How often the auto-close countdown advances (spec 001 section 9). */
export const TOAST_TICK_MS = 200;
/** Dismiss delay when the caller gives none; the spec leaves the configured value open. */
export const DEFAULT_TOAST_DISMISS_MS = 5000;

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: string;
  title: string;
  message?: string;
  type: ToastType;
  /** Persistent toasts (false) stay until dismissed, e.g. checkout errors (spec 000 section 8). */
  autoClose: boolean;
  /** Time left before an auto-close toast goes, counted down a tick at a time. */
  remainingMs: number;
}

export interface ShowToastOptions {
  title: string;
  message?: string;
  /** Defaults to 'info'. */
  type?: ToastType;
  /** Defaults to true. */
  autoClose?: boolean;
  /** Defaults to DEFAULT_TOAST_DISMISS_MS. */
  dismissAfterMs?: number;
}

interface ToastState {
  toasts: Toast[];
  /** True while the reader is hovering or focused within the toasts: the countdown waits. */
  paused: boolean;
  /** Returns the toast's id, or the id of the visible toast with the same title. */
  showToast: (options: ShowToastOptions) => string;
  dismissToast: (id: string) => void;
  setPaused: (paused: boolean) => void;
}

let lastToastNumber = 0;

export const useToastStore = create<ToastState>()((set, get) => {
  let ticker: ReturnType<typeof setInterval> | undefined;

  // Counting ticks rather than wall-clock time means a toast does not vanish unseen while the tab
  // sits in the background, where browsers slow intervals down.
  const tick = () => {
    set((state) => ({
      toasts: state.toasts.flatMap((toast) => {
        if (!toast.autoClose) return [toast];
        const remainingMs = toast.remainingMs - TOAST_TICK_MS;
        return remainingMs > 0 ? [{ ...toast, remainingMs }] : [];
      }),
    }));
    syncTicker();
  };

  // The interval runs only while some countdown can advance (spec 001 section 4: the tick
  // pauses when no toasts are visible), so an idle page has no timer waking it up.
  const syncTicker = () => {
    const { toasts, paused } = get();
    const needed = !paused && toasts.some((toast) => toast.autoClose);
    if (needed && ticker === undefined) {
      ticker = setInterval(tick, TOAST_TICK_MS);
    } else if (!needed && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  return {
    toasts: [],
    paused: false,
    showToast: ({ title, message, type = 'info', autoClose = true, dismissAfterMs }) => {
      const duplicate = get().toasts.find((toast) => toast.title === title);
      if (duplicate) return duplicate.id;
      lastToastNumber += 1;
      const toast: Toast = {
        id: `toast-${lastToastNumber}`,
        title,
        ...(message === undefined ? {} : { message }),
        type,
        autoClose,
        remainingMs: dismissAfterMs ?? DEFAULT_TOAST_DISMISS_MS,
      };
      set((state) => ({ toasts: [...state.toasts, toast] }));
      syncTicker();
      return toast.id;
    },
    dismissToast: (id) => {
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
      syncTicker();
    },
    setPaused: (paused) => {
      set({ paused });
      syncTicker();
    },
  };
});
