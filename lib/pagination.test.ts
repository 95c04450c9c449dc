import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const render = (current: number, count: number) =>
  pageItems(current, count)
    .map((item) => (item.type === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('pageItems', () => {
  it('shows every page when few', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(3, 5)).toBe('1 2 3 4 5');
  });

  it('keeps two siblings around the current page with ellipses on both sides', () => {
    expect(render(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(render(5, 20)).toBe('1 2 3 4 5 6 7 … 20');
    expect(render(16, 20)).toBe('1 … 14 15 16 17 18 19 20');
  });

  it('clamps out-of-range pages and counts at least one page', () => {
    expect(render(0, 0)).toBe('1');
    expect(render(99, 4)).toBe('1 2 3 4');
  });
});
