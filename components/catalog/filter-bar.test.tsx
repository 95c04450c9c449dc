import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseListingState } from '@/lib/catalog/parse-listing-state';
import type { Facet } from '@/lib/contracts/listing';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { FilterBar } from './filter-bar';
import { ListingNavigation } from './listing-navigation';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/en-us/c/men-1000',
  useRouter: () => ({ push: navigation.push }),
}));

const sizes = ['6', '7', '8', '9', '10', '11', '12', '13', 'S', 'M'];
// Named as the server sends them (withFacetLabels).
const facets: Facet[] = [
  {
    id: 'size',
    values: sizes.map((value) => ({ value, label: value, count: 3, selected: value === '9' })),
  },
  {
    id: 'price',
    values: [
      { value: '0-50', label: 'Under $50', count: 4, selected: false },
      { value: '200-', label: '$200 and over', count: 1, selected: false },
    ],
  },
  {
    id: 'gender',
    values: [
      { value: 'men', label: 'Men', count: 8, selected: false },
      { value: 'unisex', label: 'Unisex', count: 2, selected: false },
    ],
  },
];

function renderBar(query: Record<string, string>) {
  renderWithIntl(
    <ListingNavigation>
      <FilterBar facets={facets} state={parseListingState(query)} path="/en-us/c/men-1000" />
    </ListingNavigation>,
  );
}

beforeEach(() => navigation.push.mockReset());

describe('FilterBar', () => {
  it('shows facets and their values with counts', () => {
    renderBar({});
    const price = screen.getByRole('group', { name: 'Price' });
    expect(within(price).getByRole('checkbox', { name: 'Under $50 4 products' })).toBeVisible();
    expect(within(price).getByRole('checkbox', { name: '$200 and over 1 product' })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Gender' })).getByRole('checkbox', {
        name: 'Men 8 products',
      }),
    ).toBeVisible();
  });

  it('adds a value to the URL, back on page 1, keeping the sort', async () => {
    renderBar({ size: '9', sort: 'newest', page: '3' });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /^10 / }));
    expect(navigation.push).toHaveBeenCalledWith('/en-us/c/men-1000?size=9%2C10&sort=newest', {
      scroll: false,
    });
  });

  it('removes a filter from its chip and clears them all', async () => {
    const user = userEvent.setup();
    renderBar({ size: '9', price: '0-50' });
    await user.click(screen.getByRole('button', { name: 'Remove filter Price: Under $50' }));
    expect(navigation.push).toHaveBeenLastCalledWith('/en-us/c/men-1000?size=9', { scroll: false });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(navigation.push).toHaveBeenLastCalledWith('/en-us/c/men-1000', { scroll: false });
  });

  it('names a filter the listing no longer offers', () => {
    renderBar({ price: '0-100' });
    expect(screen.getByRole('button', { name: 'Remove filter Price: Under $100' })).toBeVisible();
  });

  it('shows more and fewer values of a long facet', async () => {
    const user = userEvent.setup();
    renderBar({});
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).queryByRole('checkbox', { name: /^M / })).not.toBeInTheDocument();
    await user.click(within(size).getByRole('button', { name: 'Show 2 more' }));
    expect(within(size).getByRole('checkbox', { name: /^M / })).toBeVisible();
    await user.click(within(size).getByRole('button', { name: 'Show fewer' }));
    expect(within(size).queryByRole('checkbox', { name: /^M / })).not.toBeInTheDocument();
  });
});
