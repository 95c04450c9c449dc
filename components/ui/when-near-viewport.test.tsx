import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** A section placed `below` pixels under the viewport's bottom edge. */
function placeSection(below: number) {
  class FakeIntersectionObserver {
    private readonly ahead: number;
    constructor(
      private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
      options?: IntersectionObserverInit,
    ) {
      this.ahead = Number.parseInt(options?.rootMargin ?? '0', 10);
    }
    observe() {
      this.callback([{ isIntersecting: below <= this.ahead }]);
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

const renderReviews = () =>
  render(
    <WhenNearViewport>
      <h2>Reviews</h2>
    </WhenNearViewport>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('renders a section that is on screen when the page opens', () => {
    placeSection(0);
    renderReviews();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('holds the place of a section just below the screen until the shopper scrolls', () => {
    placeSection(500);
    renderReviews();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('looks ahead at once on a page scrolled before it became interactive', () => {
    placeSection(500);
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    try {
      renderReviews();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('keeps a section far down the page unrendered after a scroll', () => {
    placeSection(3000);
    renderReviews();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  });
});
