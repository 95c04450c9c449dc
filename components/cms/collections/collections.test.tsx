import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasComponent } from '@/lib/contracts/content';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { CategoryCards } from '../category-cards';
import { ContentCollection } from './collection';
import { IconTextList } from './icon-text-list';
import { LinkedCards } from './linked-cards';
import { MultiLinkCards } from './multi-link-cards';

type Collection = Extract<CanvasComponent, { type: 'collection' }>;

const picture = { url: '/media/content/card.webp', alt: 'A runner', width: 800, height: 600 };
const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    media: picture,
    title: `Card ${index + 1}`,
    target: {
      url: `/en-us/c/card-${index + 1}`,
      text: `Open card ${index + 1}`,
      style: 'link' as const,
    },
  }));

function collection(overrides: Partial<Collection> = {}): Collection {
  return { type: 'collection', id: 'stories', title: 'This season', items: cards(5), ...overrides };
}

/** Stubs the media queries the carousel reads: the screen's width and the motion preference. */
function stubMedia({ width = 390, reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduced-motion')
      ? reducedMotion
      : width >= parseFloat(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? '0') * 16,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const status = () => screen.getByText(/^\d+ of \d+$/, { selector: '[aria-live]' });

describe('a content collection as a grid', () => {
  it('shows every card as a list item with its picture, title and link, without carousel controls', () => {
    renderWithIntl(<ContentCollection collection={collection()} />);
    const list = screen.getByRole('list', { name: 'This season' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('img', { name: 'A runner' })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Card 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open card 1' })).toHaveAttribute(
      'href',
      '/en-us/c/card-1',
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lays four cards out in two columns', () => {
    renderWithIntl(<ContentCollection collection={collection({ items: cards(4) })} />);
    expect(screen.getByRole('list', { name: 'This season' })).toHaveClass(
      'grid-cols-2',
      'md:grid-cols-2',
      'lg:grid-cols-2',
    );
  });

  it('gives stacked cards a row each', () => {
    renderWithIntl(<ContentCollection collection={collection({ variant: 'stacked' })} />);
    expect(screen.getByRole('list', { name: 'This season' })).toHaveClass(
      'grid-cols-1',
      'md:grid-cols-1',
      'lg:grid-cols-1',
    );
  });

  it('centres the title and the cards’ words when the editor centres it', () => {
    renderWithIntl(
      <ContentCollection
        collection={collection({
          alignment: 'center',
          textLink: { url: '/en-us/c/new-5000', text: 'Shop all', style: 'link' },
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This season' }).parentElement).toHaveClass(
      'text-center',
    );
    expect(screen.getByRole('heading', { name: 'Card 1' }).parentElement).toHaveClass(
      'text-center',
    );
    expect(screen.getByRole('link', { name: 'Shop all' })).toHaveAttribute(
      'href',
      '/en-us/c/new-5000',
    );
  });
});

describe('a content collection as a carousel', () => {
  const carousel = (layout: NonNullable<Collection['breakpoints']>) =>
    renderWithIntl(<ContentCollection collection={collection({ breakpoints: layout })} />);

  it('is a region announced as a carousel, its slides labelled n of m', () => {
    stubMedia();
    carousel({ sm: { type: 'carousel' } });
    const region = screen.getByRole('region', { name: 'This season' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(5);
    expect(slides[1]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[1]).toHaveAccessibleName('2 of 5');
  });

  it('gives slides the editor’s width, capped at 19.25rem on small screens and 26.5rem otherwise', () => {
    stubMedia();
    carousel({ sm: { type: 'carousel', slideWidth: '70%' } });
    const row = screen.getAllByRole('group')[0]!.parentElement!;
    expect(row.style.getPropertyValue('--slide-width-sm')).toBe('70%');
    expect(row.style.getPropertyValue('--slide-max-width-sm')).toBe('19.25rem');
    expect(row.style.getPropertyValue('--slide-max-width-lg')).toBe('26.5rem');
    expect(row).toHaveClass('overflow-x-auto', 'snap-x', 'gap-4');
  });

  it('hides the arrows on small screens and shows them from medium up when asked', () => {
    stubMedia({ width: 1280 });
    carousel({ sm: { type: 'carousel', showArrows: true } });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous).toHaveClass('hidden', 'md:flex', 'lg:flex');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveClass('hidden', 'md:flex');
  });

  it('moves on with the next button, says where it is, and stops at the end unless it loops', async () => {
    stubMedia({ width: 1280 });
    carousel({ md: { type: 'carousel', showArrows: true, showIndicators: true } });
    const user = userEvent.setup();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(status()).toHaveTextContent('2 of 5');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: '2 of 5' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '5 of 5' }));
    expect(next).toBeDisabled();
  });

  it('wraps from the last slide to the first when it loops', async () => {
    stubMedia({ width: 1280 });
    carousel({ md: { type: 'carousel', showArrows: true, loop: true } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(status()).toHaveTextContent('5 of 5');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(status()).toHaveTextContent('1 of 5');
  });

  it('moves between slides with the Left and Right keys, focus following the slide', async () => {
    stubMedia();
    carousel({ sm: { type: 'carousel' } });
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Open card 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(status()).toHaveTextContent('2 of 5');
    expect(screen.getByRole('link', { name: 'Open card 2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(status()).toHaveTextContent('1 of 5');
    expect(screen.getByRole('link', { name: 'Open card 1' })).toHaveFocus();
  });

  it('reaches every slide’s link with Tab', async () => {
    stubMedia();
    carousel({ sm: { type: 'carousel' } });
    const user = userEvent.setup();
    for (let card = 1; card <= 5; card++) {
      await user.tab();
      expect(screen.getByRole('link', { name: `Open card ${card}` })).toHaveFocus();
    }
  });
});

describe('an auto-rotating carousel', () => {
  const rotating = () =>
    renderWithIntl(
      <ContentCollection
        collection={collection({
          breakpoints: { sm: { type: 'carousel', autoplay: true, autorotateTime: 6 } },
        })}
      />,
    );
  const turn = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('turns every autorotateTime seconds, its live region silent while it turns', () => {
    vi.useFakeTimers();
    stubMedia();
    rotating();
    expect(status()).toHaveAttribute('aria-live', 'off');
    turn(5999);
    expect(status()).toHaveTextContent('1 of 5');
    turn(1);
    expect(status()).toHaveTextContent('2 of 5');
  });

  it('pauses while the pointer is over it and stops when focus comes into it', () => {
    vi.useFakeTimers();
    stubMedia();
    rotating();
    const region = screen.getByRole('region', { name: 'This season' });
    fireEvent.mouseEnter(region);
    turn(12_000);
    expect(status()).toHaveTextContent('1 of 5');
    expect(status()).toHaveAttribute('aria-live', 'polite');
    fireEvent.mouseLeave(region);
    turn(6000);
    expect(status()).toHaveTextContent('2 of 5');

    act(() => screen.getByRole('link', { name: 'Open card 1' }).focus());
    turn(12_000);
    expect(status()).toHaveTextContent('2 of 5');
    // Focus stopped it for good: only its play button starts it again.
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    turn(6000);
    expect(status()).toHaveTextContent('3 of 5');
  });

  it('stops and starts again with its visible pause and play button', () => {
    vi.useFakeTimers();
    stubMedia();
    rotating();
    const pause = screen.getByRole('button', { name: 'Pause' });
    expect(pause).toHaveClass('flex');
    fireEvent.click(pause);
    fireEvent.blur(pause);
    turn(12_000);
    expect(status()).toHaveTextContent('1 of 5');
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  it('waits for play when the shopper prefers reduced motion', () => {
    vi.useFakeTimers();
    stubMedia({ reducedMotion: true });
    rotating();
    turn(30_000);
    expect(status()).toHaveTextContent('1 of 5');
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getAllByRole('group')[0]!.parentElement).not.toHaveClass('scroll-smooth');
  });
});

describe('linked, multi-link and category cards', () => {
  it('makes each linked card one link named by its title, saying when it opens a new tab', () => {
    renderWithIntl(
      <LinkedCards
        cards={{
          type: 'linked-cards',
          id: 'explore',
          title: 'Explore',
          items: [
            {
              media: picture,
              title: 'Trail',
              target: { url: '/en-us/c/trail-10001040', text: 'Shop now', style: 'link' },
            },
            {
              media: picture,
              title: 'Journal',
              target: {
                url: 'https://journal.example.com',
                text: 'Read',
                style: 'link',
                targetAttribute: '_blank',
              },
            },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Trail' })).toHaveAttribute(
      'href',
      '/en-us/c/trail-10001040',
    );
    expect(screen.getByRole('link', { name: /^Journal.*opens in a new tab/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.queryByRole('img', { name: 'A runner' })).toBeNull();
    expect(screen.getByText('Shop now')).toBeVisible();
  });

  it('lists a multi-link card’s links under its title', () => {
    renderWithIntl(
      <MultiLinkCards
        cards={{
          type: 'multi-link-cards',
          id: 'sports',
          items: [
            {
              media: picture,
              title: 'Running',
              targets: [
                { url: '/en-us/c/mens-running-10001010', text: "Men's Running", style: 'link' },
                { url: '/en-us/c/womens-running-20001010', text: "Women's Running", style: 'link' },
              ],
            },
          ],
        }}
      />,
    );
    const links = within(screen.getByRole('list', { name: 'Running' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(["Men's Running", "Women's Running"]);
  });

  it('shows category cards as a carousel when the editor asks for one', () => {
    stubMedia();
    renderWithIntl(
      <CategoryCards
        cards={{
          type: 'category-cards',
          id: 'shop-by-category',
          title: 'Shop by category',
          breakpoints: { sm: { type: 'carousel' }, lg: { type: 'grid' } },
          items: ['Running', 'Training', 'Trail'].map((title) => ({
            title,
            url: `/en-us/c/${title.toLowerCase()}-1000`,
            media: picture,
          })),
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(region).getAllByRole('group')).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'Trail' })).toBeTruthy();
    expect(region.querySelector('[aria-roledescription="slide"]')?.parentElement).toHaveClass(
      'flex',
      'lg:grid',
    );
  });
});

describe('an icon-and-text list', () => {
  const list = (iconSize?: 'small' | 'medium' | 'large') =>
    renderWithIntl(
      <IconTextList
        list={{
          type: 'icon-text-list',
          id: 'promises',
          title: 'Shopping with Stride',
          iconSize,
          items: [
            { icon: 'truck', title: 'Free delivery', text: '<p>On orders over 50.</p>' },
            { icon: 'return', title: '30-day returns' },
          ],
        }}
      />,
    );
  const iconOf = (title: string) =>
    screen.getByRole('heading', { name: title }).parentElement!.querySelector('svg')!;

  it.each([
    ['small', 'text-md'],
    ['medium', 'text-lg'],
    ['large', 'text-3xl'],
    [undefined, 'text-lg'],
  ] as const)('draws %s icons at %s', (size, textClass) => {
    list(size);
    expect(iconOf('Free delivery').parentElement).toHaveClass(textClass);
  });

  it('shows each item’s title and words, the icon hidden from screen readers', () => {
    list();
    expect(screen.getByRole('list', { name: 'Shopping with Stride' })).toBeTruthy();
    expect(screen.getByText('On orders over 50.')).toBeVisible();
    expect(iconOf('30-day returns')).toHaveAttribute('aria-hidden', 'true');
    expect(iconOf('30-day returns')).toHaveAttribute('data-icon', 'return');
  });
});
