import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { BenefitBarContent } from '@/lib/contracts/cms/banners';
import { closedBarKey, hideClosedBarsScript } from '@/lib/content/benefit-bar-closed';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { BenefitBar } from './benefit-bar';

const bar: BenefitBarContent = {
  type: 'benefit-bar',
  id: 'free-returns',
  title: 'Free returns within 30 days',
  subtitle: 'Changed your mind? Send it back for free.',
  targets: [{ url: '/en-us/help/returns', text: 'How to return', style: 'link' }],
  showCloseButton: true,
};

afterEach(() => {
  window.localStorage.clear();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

describe('benefit bar', () => {
  it('shows its title, details and links', () => {
    renderWithIntl(<BenefitBar bar={bar} />);
    expect(screen.getByText('Free returns within 30 days')).toBeVisible();
    expect(screen.getByText('Changed your mind? Send it back for free.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'How to return' })).toHaveAttribute(
      'href',
      '/en-us/help/returns',
    );
  });

  it('stays closed once closed, also when shown again later', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<BenefitBar bar={bar} />);
    await user.click(screen.getByRole('button', { name: 'Close: Free returns within 30 days' }));
    expect(screen.queryByText('Free returns within 30 days')).toBeNull();
    unmount();

    renderWithIntl(<BenefitBar bar={bar} />);
    expect(screen.queryByText('Free returns within 30 days')).toBeNull();
    // Another bar is not closed with it.
    renderWithIntl(<BenefitBar bar={{ ...bar, id: 'free-delivery', title: 'Free delivery' }} />);
    expect(screen.getByText('Free delivery')).toBeVisible();
  });

  it('has no close button when the editor leaves it out', () => {
    window.localStorage.setItem(closedBarKey(bar.id), '1');
    renderWithIntl(<BenefitBar bar={{ ...bar, showCloseButton: false }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Free returns within 30 days')).toBeVisible();
  });

  it('hides a closed bar before the page is painted', () => {
    window.localStorage.setItem(closedBarKey(bar.id), '1');
    document.body.innerHTML = `<div data-benefit-bar-id="free-returns">Free returns</div><div data-benefit-bar-id="other">Other</div>`;
    new Function(hideClosedBarsScript)();
    expect(
      getComputedStyle(document.querySelector('[data-benefit-bar-id="free-returns"]')!).display,
    ).toBe('none');
    expect(
      getComputedStyle(document.querySelector('[data-benefit-bar-id="other"]')!).display,
    ).not.toBe('none');
    document.body.innerHTML = '';
  });

  it('reveals its details from the info button, by keyboard too', async () => {
    const user = userEvent.setup();
    renderWithIntl(<BenefitBar bar={{ ...bar, infoIcon: true }} />);
    const info = screen.getByRole('button', { name: 'Details: Free returns within 30 days' });
    expect(info).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Changed your mind? Send it back for free.')).not.toBeVisible();

    await user.tab();
    expect(info).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Changed your mind? Send it back for free.')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Changed your mind? Send it back for free.')).not.toBeVisible();
  });

  it('lines its words up as the editor aligns them', () => {
    renderWithIntl(<BenefitBar bar={{ ...bar, alignment: 'right' }} />);
    expect(screen.getByText('Free returns within 30 days').parentElement).toHaveClass(
      'justify-end',
    );
  });
});
