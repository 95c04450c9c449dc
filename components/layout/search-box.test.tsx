import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoSuggestHandler } from '@/mocks/search-handlers';
import { createCommerceWrapper } from '@/tests/support/commerce-wrapper';
import { SearchBox } from './search-box';

const navigation = vi.hoisted(() => ({ pathname: '/en-us', push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: navigation.push }),
}));

const server = setupServer(
  autoSuggestHandler((q) => ({
    popularSearches: q ? [] : ['running', 'hoodie'],
    categories: q ? [{ id: '10001010', name: 'Running', url: '/en-us/c/running-10001010' }] : [],
    products: q
      ? [
          {
            id: 'ST00000001',
            name: 'Velocity Running Shoe',
            url: '/en-us/p/velocity-running-shoe-ST00000001',
            image: null,
            currency: 'USD',
            price: null,
          },
        ]
      : [],
  })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  navigation.pathname = '/en-us';
  navigation.push.mockReset();
});

function renderSearchBox() {
  render(<SearchBox locale="en-us" />, { wrapper: createCommerceWrapper().wrapper });
  return screen.getByRole('combobox', { name: 'Search' });
}

describe('SearchBox', () => {
  it('offers popular searches on focus', async () => {
    const input = renderSearchBox();
    await userEvent.setup().click(input);
    const popular = await screen.findByRole('group', { name: 'Popular searches' });
    expect(popular).toHaveTextContent('running');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves through categories and products with the arrow keys and opens one with Enter', async () => {
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'runn');
    const product = await screen.findByRole('option', { name: 'Velocity Running Shoe' });
    await user.keyboard('{ArrowDown}');
    const category = screen.getByRole('option', { name: 'Running' });
    expect(category).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', category.id);
    await user.keyboard('{ArrowDown}');
    expect(product).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(navigation.push).toHaveBeenCalledWith('/en-us/p/velocity-running-shoe-ST00000001');
  });

  it('searches for the typed text when no suggestion is chosen, and Escape closes then clears', async () => {
    const user = userEvent.setup();
    const input = renderSearchBox();
    await user.type(input, 'trail shoe');
    await screen.findByRole('option', { name: 'Running' });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(navigation.push).toHaveBeenCalledWith('/en-us/search?q=trail+shoe');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('is not offered during checkout', () => {
    navigation.pathname = '/en-us/checkout';
    render(<SearchBox locale="en-us" />, { wrapper: createCommerceWrapper().wrapper });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
