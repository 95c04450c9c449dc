import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { FilterBy } from './filter-by';

const page = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => page.pathname }));

beforeEach(() => {
  page.pathname = '/';
});

function renderFilter(
  variant: 'bySku' | 'byCategory',
  operator: 'IN' | 'NOT IN',
  filterBy: string[],
) {
  return renderWithIntl(
    <FilterBy block={{ type: 'filter-by', id: 'f', variant, operator, filterBy, components: [] }}>
      <p>Free socks with every pair</p>
    </FilterBy>,
  );
}
const shown = () => screen.queryByText('Free socks with every pair') !== null;

describe('filter-by', () => {
  it('bySku IN shows its components on the listed products only', () => {
    page.pathname = '/en-us/p/cloud-runner-ST1000001';
    renderFilter('bySku', 'IN', ['ST1000001']);
    expect(shown()).toBe(true);
  });

  it('bySku IN hides them on other products', () => {
    page.pathname = '/en-us/p/trail-pro-ST1000002';
    renderFilter('bySku', 'IN', ['ST1000001']);
    expect(shown()).toBe(false);
  });

  it('bySku NOT IN shows them on every product but the listed ones', () => {
    page.pathname = '/en-us/p/trail-pro-ST1000002';
    const { unmount } = renderFilter('bySku', 'NOT IN', ['ST1000001']);
    expect(shown()).toBe(true);
    unmount();
    page.pathname = '/en-us/p/cloud-runner-ST1000001';
    renderFilter('bySku', 'NOT IN', ['ST1000001']);
    expect(shown()).toBe(false);
  });

  it('byCategory IN and NOT IN read the category page’s id', () => {
    page.pathname = '/en-us/c/mens-running-10001010';
    const { unmount } = renderFilter('byCategory', 'IN', ['10001010']);
    expect(shown()).toBe(true);
    unmount();
    renderFilter('byCategory', 'NOT IN', ['10001010']);
    expect(shown()).toBe(false);
  });

  it('works in preview, under the /pre prefix', () => {
    page.pathname = '/pre/en-us/c/mens-running-10001010';
    renderFilter('byCategory', 'IN', ['10001010']);
    expect(shown()).toBe(true);
  });

  it('shows nothing on pages of another kind, even for NOT IN', () => {
    page.pathname = '/en-us/c/mens-running-10001010';
    const { unmount } = renderFilter('bySku', 'NOT IN', ['ST1000001']);
    expect(shown()).toBe(false);
    unmount();
    page.pathname = '/en-us/help/returns';
    renderFilter('byCategory', 'NOT IN', ['10001010']);
    expect(shown()).toBe(false);
  });
});
