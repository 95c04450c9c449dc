import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

let intersect: (() => void) | undefined;

class FakeIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    intersect = () => callback([{ isIntersecting: true }]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  intersect = undefined;
});

describe('WhenNearViewport', () => {
  it('holds the place until the section nears the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    render(
      <WhenNearViewport>
        <h2>Reviews</h2>
      </WhenNearViewport>,
    );
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    act(() => intersect?.());
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });
});
