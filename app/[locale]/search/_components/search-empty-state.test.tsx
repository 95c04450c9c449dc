import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { SearchEmptyState } from './search-empty-state';

describe('SearchEmptyState', () => {
  it('links popular searches to their results and the main categories to their pages', () => {
    renderWithIntl(
      <SearchEmptyState
        locale="en-us"
        query="runnign"
        popularSearches={['running shoe']}
        categories={[{ id: '1001', title: 'Men', target: '/en-us/c/men-1001' }]}
      />,
    );
    const popular = screen.getByRole('region', { name: 'Popular searches' });
    expect(within(popular).getByRole('link', { name: 'running shoe' })).toHaveAttribute(
      'href',
      '/en-us/search?q=running+shoe',
    );
    const browse = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(browse).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1001',
    );
  });

  it('leaves out a list that has nothing in it', () => {
    renderWithIntl(
      <SearchEmptyState locale="en-us" query={null} popularSearches={[]} categories={[]} />,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
