import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HEADER_SCROLL_DEBOUNCE_MS,
  HEADER_SCROLL_MAX_WAIT_MS,
  HideOnScroll,
} from './hide-on-scroll';

beforeEach(() => {
  vi.useFakeTimers();
  scrollTo(0);
});
afterEach(() => {
  vi.useRealTimers();
  // Later files in this worker read the page's scroll position too.
  scrollTo(0);
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function renderHeader({ menuOpen = false } = {}) {
  render(
    <>
      <header data-testid="header">
        <HideOnScroll />
        <button type="button" aria-expanded={menuOpen}>
          Menu
        </button>
      </header>
      <main>
        <button type="button">Add to bag</button>
      </main>
    </>,
  );
  return screen.getByTestId('header');
}

const settle = () => act(() => void vi.advanceTimersByTime(HEADER_SCROLL_DEBOUNCE_MS));
const isAway = (header: HTMLElement) => header.hasAttribute('data-scrolled-away');

describe('the header on scroll', () => {
  it('hides once scrolling down settles and comes back on the way up', () => {
    const header = renderHeader();
    scrollTo(400);
    expect(isAway(header)).toBe(false);
    settle();
    expect(isAway(header)).toBe(true);
    scrollTo(300);
    settle();
    expect(isAway(header)).toBe(false);
  });

  it('follows a long scroll at least every max wait, not only when it stops', () => {
    const header = renderHeader();
    const steps = HEADER_SCROLL_MAX_WAIT_MS / 100;
    for (let step = 1; step <= steps; step += 1) {
      scrollTo(step * 100);
      act(() => void vi.advanceTimersByTime(100));
    }
    expect(isAway(header)).toBe(true);
  });

  it('stays while something in it is open', () => {
    const open = renderHeader({ menuOpen: true });
    scrollTo(400);
    settle();
    expect(isAway(open)).toBe(false);
  });

  it('comes back when keyboard focus enters it', () => {
    const header = renderHeader();
    scrollTo(400);
    settle();
    expect(isAway(header)).toBe(true);
    act(() => screen.getByRole('button', { name: 'Menu' }).focus());
    expect(isAway(header)).toBe(false);
    // With focus inside, scrolling further down leaves it in place.
    scrollTo(800);
    settle();
    expect(isAway(header)).toBe(false);
  });
});
