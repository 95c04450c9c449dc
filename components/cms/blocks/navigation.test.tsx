import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { CtaCollection } from './cta-collection';
import { SecondaryNavigation } from './secondary-navigation';
import { VerticalList } from './vertical-list';

const page = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => page.pathname,
  useSearchParams: () => new URLSearchParams(page.search),
}));

beforeEach(() => {
  page.pathname = '/';
  page.search = '';
});

const media = (name: string) => ({
  url: `/media/${name}.webp`,
  alt: name,
  width: 600,
  height: 600,
});

describe('secondary navigation', () => {
  const navigation = {
    type: 'secondary-navigation' as const,
    id: 'help',
    title: 'Help topics',
    links: [
      { url: '/en-us/help/shipping-and-delivery', text: 'Shipping' },
      { url: '/en-us/help/returns', text: 'Returns' },
    ],
  };

  it('marks the link to the page shown as current, whatever the query', () => {
    page.pathname = '/en-us/help/returns';
    page.search = 'utm=mail';
    renderWithIntl(<SecondaryNavigation block={navigation} />);
    const nav = screen.getByRole('navigation', { name: 'Help topics' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shipping' })).not.toHaveAttribute('aria-current');
  });

  it('shows and hides its links with a button that says whether they are shown', async () => {
    renderWithIntl(<SecondaryNavigation block={navigation} />);
    const toggle = screen.getByRole('button', { name: 'Help topics' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.parentElement).toHaveClass('hidden', 'md:block');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list?.parentElement).not.toHaveClass('hidden');
  });
});

describe('CTA collection', () => {
  const sorts = {
    type: 'cta-collection' as const,
    id: 'sorts',
    title: 'Sort',
    targets: [
      {
        url: '/en-us/c/mens-running-10001010?sort=newest',
        text: 'Newest',
        style: 'secondary' as const,
      },
      {
        url: '/en-us/c/mens-running-10001010?sort=price-asc',
        text: 'Price',
        style: 'secondary' as const,
      },
      { url: '/en-us/c/mens-running-10001010', text: 'All', style: 'secondary' as const },
    ],
  };

  it('marks only the button whose path and query are the page’s', () => {
    page.pathname = '/en-us/c/mens-running-10001010';
    page.search = 'sort=price-asc';
    renderWithIntl(<CtaCollection block={sorts} />);
    expect(screen.getByRole('link', { name: 'Price' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Newest' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
  });

  it('ignores the query the site carries from page to page (preview, CMS switches)', () => {
    page.pathname = '/en-us/c/mens-running-10001010';
    page.search = 'preview=true&sort=newest';
    renderWithIntl(<CtaCollection block={sorts} />);
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks none on another page with the same query', () => {
    page.pathname = '/en-us/c/womens-running-20001010';
    page.search = 'sort=newest';
    renderWithIntl(<CtaCollection block={sorts} />);
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('groups its buttons under its title', () => {
    renderWithIntl(<CtaCollection block={sorts} />);
    expect(screen.getByRole('list', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('vertical list with image preview', () => {
  const list = {
    type: 'vertical-list' as const,
    id: 'sports',
    title: 'Shop by sport',
    items: [
      { url: '/en-us/c/running-10001010', text: 'Running', media: media('running') },
      { url: '/en-us/c/hoodies-10002020', text: 'Hoodies', media: media('hoodies') },
    ],
  };
  const shown = () =>
    [...document.querySelectorAll('img')].filter((image) =>
      image.classList.contains('opacity-100'),
    );

  it('previews the first item until another is pointed at', () => {
    renderWithIntl(<VerticalList block={list} />);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.getAttribute('src')).toContain('running');
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Hoodies' }));
    expect(shown()[0]?.getAttribute('src')).toContain('hoodies');
  });

  it('lets keyboard focus drive the preview as hover does', async () => {
    renderWithIntl(<VerticalList block={list} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Hoodies' })).toHaveFocus();
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.getAttribute('src')).toContain('hoodies');
  });

  it('fades over 500 ms, and not at all for reduced motion', () => {
    renderWithIntl(<VerticalList block={list} />);
    act(() => undefined);
    for (const image of document.querySelectorAll('img')) {
      expect(image).toHaveClass('duration-500', 'motion-reduce:transition-none');
    }
  });
});
