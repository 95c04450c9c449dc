import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_TOAST_DISMISS_MS,
  useToastStore,
  type ShowToastOptions,
} from '@/stores/toast-store';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { Toaster } from './toaster';

const { showToast, dismissToast, setPaused } = useToastStore.getState();

function show(options: ShowToastOptions) {
  act(() => {
    showToast(options);
  });
}

function renderToaster() {
  const user = userEvent.setup();
  renderWithIntl(<Toaster />);
  return { user };
}

beforeEach(() => {
  // Only the toast countdown's interval is faked: Testing Library and user-event wait on real
  // setTimeout between steps.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  act(() => {
    setPaused(false);
    for (const toast of useToastStore.getState().toasts) dismissToast(toast.id);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('keeps its live regions in the page even with no toasts, so later ones are announced', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).getByRole('status')).toBeEmptyDOMElement();
    expect(within(region).getByRole('alert')).toBeEmptyDOMElement();
  });

  it('announces notices politely and errors as alerts', () => {
    renderToaster();
    show({ title: 'Added to bag', message: '1 item', type: 'success' });
    show({ title: 'Payment failed', type: 'error', autoClose: false });

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Added to bag')).toBeInTheDocument();
    expect(within(status).getByText('1 item')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(within(alert).getByText('Payment failed')).toBeInTheDocument();
  });

  it('dismisses a toast with its labelled button', async () => {
    const { user } = renderToaster();
    show({ title: 'Added to favorites' });

    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    expect(dismiss).toHaveAccessibleDescription('Added to favorites');
    await user.click(dismiss);

    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();
  });

  it('removes an auto-close toast after the dismiss delay', () => {
    renderToaster();
    show({ title: 'Address saved' });

    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DISMISS_MS));

    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  });

  it('holds the countdown while the pointer is over the toasts', async () => {
    const { user } = renderToaster();
    show({ title: 'Address saved' });

    await user.hover(screen.getByText('Address saved'));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DISMISS_MS * 2));
    expect(screen.getByText('Address saved')).toBeInTheDocument();

    await user.unhover(screen.getByText('Address saved'));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DISMISS_MS));
    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  });

  it('holds the countdown while focus is within the toasts', async () => {
    const { user } = renderToaster();
    show({ title: 'Address saved' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    expect(useToastStore.getState().paused).toBe(true);

    await user.tab();
    expect(useToastStore.getState().paused).toBe(false);
  });
});
