import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { menuCanvasSchema } from '@/lib/contracts/cms/menu';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { MainNav } from './main-nav';

const picture = { url: '/media/men.webp', alt: '', width: 600, height: 600 };
const menu = menuCanvasSchema.parse({
  mobileThirdLevel: true,
  items: [
    {
      id: '5000',
      title: 'New Arrivals',
      target: '/en-us/c/new-arrivals-5000',
      columns: [],
      hideShopAll: true,
    },
    {
      id: '1000',
      title: 'Men',
      target: '/en-us/c/men-1000',
      columns: [
        {
          id: '100010',
          title: 'Shoes',
          target: '/en-us/c/shoes-100010',
          children: [{ id: '10001010', title: 'Running', target: '/en-us/c/running-10001010' }],
        },
        { id: '100020', title: 'Clothing', target: '/en-us/c/clothing-100020', children: [] },
      ],
      menuBanner: { title: 'Run further', target: '/en-us/c/men-1000', media: picture },
      visualSelectorsTitle: 'Shop by style',
      visualSelectors: [
        { id: '10001010', title: 'Running', target: '/en-us/c/running-10001010', media: picture },
      ],
      overrideShopAll: { lg: { text: 'Everything for him' } },
    },
    {
      id: '4000',
      title: 'Sale',
      target: '/en-us/c/sale-4000',
      menuStyle: 'highlight',
      columns: [],
    },
  ],
});

const desktopEntries = () => screen.getAllByRole('list')[0]!;

describe('the mega menu on large screens', () => {
  it('links an entry with nothing to open straight to its category', () => {
    renderWithIntl(<MainNav items={menu.items} mobileThirdLevel={menu.mobileThirdLevel} />);
    expect(screen.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute(
      'href',
      '/en-us/c/new-arrivals-5000',
    );
    expect(screen.queryByRole('button', { name: 'New Arrivals' })).toBeNull();
  });

  it('opens a panel with columns, the banner, picture tiles and the editor\'s "Shop all"', async () => {
    const user = userEvent.setup();
    renderWithIntl(<MainNav items={menu.items} mobileThirdLevel={menu.mobileThirdLevel} />);
    await user.click(screen.getByRole('button', { name: 'Men' }));
    expect(screen.getByRole('button', { name: 'Men' })).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads on the first open.
    expect(await screen.findByRole('link', { name: 'Shoes' })).toHaveAttribute(
      'href',
      '/en-us/c/shoes-100010',
    );
    expect(screen.getByRole('link', { name: 'Everything for him' })).toHaveAttribute(
      'href',
      '/en-us/c/men-1000',
    );
    expect(screen.getByRole('link', { name: 'Run further' })).toBeInTheDocument();
    expect(screen.getByText('Shop by style')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Running' })).toHaveLength(2);
  });

  it('closes with Escape and gives focus back to the entry', async () => {
    const user = userEvent.setup();
    renderWithIntl(<MainNav items={menu.items} mobileThirdLevel={menu.mobileThirdLevel} />);
    await user.click(screen.getByRole('button', { name: 'Men' }));
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Men' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Men' })).toHaveFocus();
  });

  it('sets a highlighted entry apart', () => {
    renderWithIntl(<MainNav items={menu.items} mobileThirdLevel={menu.mobileThirdLevel} />);
    expect(within(desktopEntries()).getByRole('link', { name: 'Sale' }).closest('li')).toHaveClass(
      'text-sale',
    );
  });
});

describe('the menu on phones', () => {
  it("opens a column's own links only where the feature flag allows", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithIntl(<MainNav items={menu.items} mobileThirdLevel />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const accordion = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls')!,
    )!;
    expect(within(accordion).getByText('Shoes').tagName).toBe('SUMMARY');
    expect(
      within(accordion).getByRole('link', { name: 'Shop all Shoes', hidden: true }),
    ).toHaveAttribute('href', '/en-us/c/shoes-100010');
    unmount();

    renderWithIntl(<MainNav items={menu.items} mobileThirdLevel={false} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getAllByRole('link', { name: 'Shoes', hidden: true })[0]).toHaveAttribute(
      'href',
      '/en-us/c/shoes-100010',
    );
    expect(screen.queryByText('Shop all Shoes')).toBeNull();
  });
});
