import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DISMISS_MS, TOAST_TICK_MS, useToastStore } from './toast-store';

const { showToast, dismissToast, setPaused } = useToastStore.getState();
const titles = () => useToastStore.getState().toasts.map((toast) => toast.title);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Emptying the store through its own actions also stops its interval.
  setPaused(false);
  for (const toast of useToastStore.getState().toasts) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast with defaults', () => {
    const id = showToast({ title: 'Saved' });
    expect(useToastStore.getState().toasts).toEqual([
      { id, title: 'Saved', type: 'info', autoClose: true, remainingMs: DEFAULT_TOAST_DISMISS_MS },
    ]);
  });

  it('does not add a toast whose title matches a visible one', () => {
    const first = showToast({ title: 'Card saved', type: 'success' });
    const second = showToast({ title: 'Card saved', message: 'Again', type: 'success' });

    expect(second).toBe(first);
    expect(titles()).toEqual(['Card saved']);
  });

  it('allows the same title again once the first toast has gone', () => {
    const first = showToast({ title: 'Card saved' });
    dismissToast(first);
    const second = showToast({ title: 'Card saved' });

    expect(second).not.toBe(first);
    expect(titles()).toEqual(['Card saved']);
  });

  it('removes an auto-close toast after the default delay, counted in ticks', () => {
    showToast({ title: 'Added to favorites' });

    vi.advanceTimersByTime(DEFAULT_TOAST_DISMISS_MS - TOAST_TICK_MS);
    expect(useToastStore.getState().toasts[0]?.remainingMs).toBe(TOAST_TICK_MS);

    vi.advanceTimersByTime(TOAST_TICK_MS);
    expect(titles()).toEqual([]);
  });

  it('honours a per-toast dismiss delay', () => {
    showToast({ title: 'Quick', dismissAfterMs: 1000 });
    showToast({ title: 'Default' });

    vi.advanceTimersByTime(1000);
    expect(titles()).toEqual(['Default']);
  });

  it('keeps persistent toasts until they are dismissed', () => {
    const id = showToast({ title: 'Payment failed', type: 'error', autoClose: false });

    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(DEFAULT_TOAST_DISMISS_MS * 2);
    expect(titles()).toEqual(['Payment failed']);

    dismissToast(id);
    expect(titles()).toEqual([]);
  });

  it('runs no interval while there are no toasts', () => {
    expect(vi.getTimerCount()).toBe(0);

    const id = showToast({ title: 'Saved' });
    expect(vi.getTimerCount()).toBe(1);

    dismissToast(id);
    expect(vi.getTimerCount()).toBe(0);

    showToast({ title: 'Saved again', dismissAfterMs: 400 });
    vi.advanceTimersByTime(400);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds the countdown while paused', () => {
    showToast({ title: 'Saved', dismissAfterMs: 1000 });
    vi.advanceTimersByTime(600);

    setPaused(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5000);
    expect(useToastStore.getState().toasts[0]?.remainingMs).toBe(400);

    setPaused(false);
    vi.advanceTimersByTime(400);
    expect(titles()).toEqual([]);
  });
});
