import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { consentStore } from '@/lib/consent/consent-store';
import { popupsCanvasSchema } from '@/lib/contracts/canvas-documents';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { useDialogStore } from '@/stores/dialog-store';
import { PopupHost } from './popup-host';

const navigation = vi.hoisted(() => ({ pathname: '/en-us' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { popups } = popupsCanvasSchema.parse({
  popups: [
    {
      id: 'join',
      kind: 'registration',
      delay: 3000,
      minimizedTitle: 'Become a member',
      maximizedTitle: 'Members get more',
      title: 'Free delivery and early access.',
      targets: [{ id: 'sign-up', url: '/en-us/sign-up', text: 'Join us' }],
    },
  ],
});

// Loaded ahead, so the delays measured below are the pop-up's and not the module's.
beforeAll(async () => {
  await import('./popup-view');
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  navigation.pathname = '/en-us';
  // A North American visitor: consent is assumed, so the events reach the data layer.
  consentStore.start('NORA', false);
  // The layout has reported the page's view, as on a real page: the pop-up's events follow it.
  pushDataLayer({ event: 'page_view' });
  window.dataLayer = [];
});
afterEach(() => {
  vi.useRealTimers();
  useDialogStore.getState().closeAll();
});

const panel = () => screen.queryByRole('region', { name: 'Members get more' });

describe('pop-ups', () => {
  it('appear minimised, open by themselves after their delay the first time only', async () => {
    const { unmount } = renderWithIntl(<PopupHost popups={popups} />);
    // Its code loads once there is a pop-up to show.
    expect(await screen.findByRole('button', { name: 'Become a member' })).toBeVisible();
    act(() => void vi.advanceTimersByTime(2800));
    expect(panel()).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(panel()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/en-us/sign-up');
    expect(window.dataLayer?.map((event) => event.event)).toEqual([
      'popup_impression',
      'popup_expand',
    ]);
    unmount();

    renderWithIntl(<PopupHost popups={popups} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(await screen.findByRole('button', { name: 'Become a member' })).toBeVisible();
    expect(panel()).toBeNull();
  });

  it('do not open by themselves over a dialog the shopper has open, only after it closes', async () => {
    renderWithIntl(<PopupHost popups={popups} />);
    expect(await screen.findByRole('button', { name: 'Become a member' })).toBeVisible();
    act(() => useDialogStore.getState().openDialog('signIn'));
    act(() => void vi.advanceTimersByTime(5000));
    expect(panel()).toBeNull();
    act(() => useDialogStore.getState().closeDialog('signIn'));
    act(() => void vi.advanceTimersByTime(2800));
    expect(panel()).toBeNull();
    act(() => void vi.advanceTimersByTime(300));
    expect(panel()).not.toBeNull();
  });

  it('once closed, never show again', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderWithIntl(<PopupHost popups={popups} />);
    await user.click(await screen.findByRole('button', { name: /^Close “Members get more”/ }));
    expect(screen.queryByRole('button', { name: 'Become a member' })).toBeNull();
    unmount();
    renderWithIntl(<PopupHost popups={popups} />);
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Become a member' })).toBeNull();
  });

  it('stay away from the bag, checkout and account pages', () => {
    navigation.pathname = '/en-us/checkout';
    renderWithIntl(<PopupHost popups={popups} />);
    expect(screen.queryByRole('button', { name: 'Become a member' })).toBeNull();
  });

  it('minimise with Escape, giving focus back to the minimised title', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithIntl(<PopupHost popups={popups} />);
    await user.click(await screen.findByRole('button', { name: 'Become a member' }));
    expect(screen.getByRole('heading', { name: 'Members get more' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    expect(screen.getByRole('button', { name: 'Become a member' })).toHaveFocus();
  });
});
