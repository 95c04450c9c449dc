import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BannerContent, HeroBannerContent } from '@/lib/contracts/cms/banners';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { Banner } from './banner';
import { gradientClasses, resolveShades } from './gradient';

const media = {
  url: '/media/content/hero.webp',
  alt: 'A runner at dawn',
  width: 1600,
  height: 800,
};
const toMen = { url: '/en-us/c/men-1000', text: 'Shop Men', style: 'primary' as const };
const toWomen = { url: '/en-us/c/women-2000', text: 'Shop Women', style: 'secondary' as const };

const hero: HeroBannerContent = {
  type: 'hero-banner',
  id: 'hero',
  title: 'Made for every stride',
  subtitle: 'Light shoes for the way you move.',
  media,
  targets: [toMen, toWomen],
};

function show(banner: BannerContent, priority = false) {
  return renderWithIntl(<Banner banner={banner} priority={priority} />);
}

describe('banners', () => {
  it.each([
    { ...hero },
    { ...hero, type: 'image-banner' as const },
    { ...hero, type: 'overlay-banner' as const, overlayWidth: 'lg' as const },
    { ...hero, type: 'espot-banner' as const },
    { ...hero, type: 'split-banner' as const, imageWidth: 40 as const },
    { ...hero, type: 'block-below-banner' as const },
    { ...hero, type: 'menu-banner' as const },
  ])('show the $type picture, title, words and buttons', (banner) => {
    show(banner);
    expect(screen.getByRole('heading', { level: 2, name: 'Made for every stride' })).toBeVisible();
    expect(screen.getByText('Light shoes for the way you move.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A runner at dawn' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Men' })).toHaveAttribute('href', toMen.url);
    expect(screen.getByRole('link', { name: 'Shop Women' })).toHaveAttribute('href', toWomen.url);
  });

  it('show a thin banner as words and buttons on a strip, without a picture', () => {
    show({ type: 'thin-banner', id: 'thin', title: 'Sale: up to 40% off', targets: [toMen] });
    expect(screen.getByRole('heading', { name: 'Sale: up to 40% off' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Men' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('make the title the page heading only when the editor asks', () => {
    show({ ...hero, titleH1: true });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Made for every stride' }),
    ).toBeInTheDocument();
  });

  it('keep a hidden title as the banner heading for screen readers', () => {
    show({ ...hero, hideTitle: true });
    const heading = screen.getByRole('heading', { name: 'Made for every stride' });
    expect(heading).toHaveClass('sr-only');
  });

  it('make a No-CTA banner one link to the picture target, with no buttons', () => {
    show({ ...hero, linkType: 'no-cta', mediaTarget: { url: '/en-us/c/sale-4000' } });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/en-us/c/sale-4000');
    expect(links[0]).toHaveAccessibleName(/Made for every stride/);
    expect(screen.queryByText('Shop Men')).toBeNull();
  });

  it('lead a No-CTA banner without a picture target to its first target, saying when a new tab opens', () => {
    show({
      type: 'thin-banner',
      id: 'thin',
      title: 'Members ship free',
      linkType: 'no-cta',
      targets: [{ ...toMen, targetAttribute: '_blank' }],
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', toMen.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it('say when a button opens a new tab', () => {
    show({ ...hero, targets: [{ ...toMen, targetAttribute: '_blank' }] });
    expect(
      screen.getByRole('link', { name: /^Shop Men\s*\(opens in a new tab\)$/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('link the picture of a CTA banner to its media target, named by the title when it has no alt', () => {
    show({ ...hero, media: { ...media, alt: '' }, mediaTarget: { url: '/en-us/c/new-5000' } });
    expect(screen.getByRole('link', { name: 'Made for every stride' })).toHaveAttribute(
      'href',
      '/en-us/c/new-5000',
    );
    expect(screen.getByRole('link', { name: 'Shop Men' })).toBeInTheDocument();
  });

  it('give every target the same width when asked', () => {
    show({ ...hero, equalTargetSize: true });
    for (const name of ['Shop Men', 'Shop Women'])
      expect(screen.getByRole('link', { name })).toHaveClass('w-full');
    show({ ...hero, id: 'other' });
    expect(screen.getAllByRole('link', { name: 'Shop Men' })[1]).not.toHaveClass('w-full');
  });

  it('preload the first banner picture with sizes matching its width', () => {
    show({ ...hero, type: 'split-banner', imageWidth: 60 }, true);
    const image = screen.getByRole('img', { name: 'A runner at dawn' });
    expect(image).toHaveAttribute('sizes', expect.stringContaining('60vw'));
    expect(image).not.toHaveAttribute('loading', 'lazy');
  });

  it('leave later banner pictures to load as the shopper scrolls', () => {
    show({ ...hero, type: 'image-banner' });
    expect(screen.getByRole('img', { name: 'A runner at dawn' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('name the promotion for analytics on the banner', () => {
    const { container } = show({ ...hero, promotionTracking: { promotionName: 'spring-sale' } });
    expect(container.querySelector('[data-promotion-name="spring-sale"]')).not.toBeNull();
  });

  it('show editor HTML without scripts and the words below the buttons', () => {
    show({
      ...hero,
      titleHtml: 'Made for <em>every</em> stride<script>alert(1)</script>',
      richTextBelowTargets: '<p>Ends Sunday.</p>',
    });
    const heading = screen.getByRole('heading', { name: 'Made for every stride' });
    expect(within(heading).getByText('every').tagName).toBe('EM');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Ends Sunday.')).toBeInTheDocument();
  });

  it('print the caption over the picture', () => {
    show({ ...hero, captionText: 'Shot in the Dolomites', captionStyle: 'badge' });
    expect(screen.getByText('Shot in the Dolomites')).toBeInTheDocument();
  });

  it('replace an editor text colour that would not be readable on the background', () => {
    show({
      type: 'thin-banner',
      id: 'pale',
      title: 'Pale words',
      colors: { background: '#ffffff', text: '#dddddd' },
      targets: [],
    });
    const strip = screen.getByRole('heading', { name: 'Pale words' }).closest('[data-banner]');
    expect(strip).toHaveStyle({ color: '#111111' });
  });

  it('set the words on a solid panel when the banner has a backdrop', () => {
    show({
      ...hero,
      type: 'overlay-banner',
      backdrop: true,
      gradientTone: 'light',
      overlayWidth: 'sm',
    });
    const panel = screen.getByRole('heading', { name: 'Made for every stride' }).parentElement;
    expect(panel).toHaveClass('bg-white', 'text-ink', 'md:w-1/3');
  });
});

describe('banner gradients', () => {
  it('cover 35 percent when full, 50 when focused and nothing when off', () => {
    const shades = resolveShades({
      ...hero,
      gradientStyle: 'full',
      gradientBreakpoints: { md: { gradientStyle: 'off' }, lg: { gradientStyle: 'focused' } },
    });
    expect(gradientClasses(shades, 'bottom').split(' ')).toEqual(
      expect.arrayContaining(['h-[35%]', 'md:h-0', 'lg:h-[50%]']),
    );
    expect(gradientClasses(shades, 'left')).toContain('w-[35%]');
  });

  it('keep a smaller breakpoint setting where a larger one has none, tone included', () => {
    const shades = resolveShades({
      ...hero,
      gradientBreakpoints: { md: { gradientTone: 'light' } },
    });
    expect(shades).toEqual({
      sm: { style: 'focused', tone: 'dark' },
      md: { style: 'focused', tone: 'light' },
      lg: { style: 'focused', tone: 'light' },
    });
  });

  it('shade the side the words sit on and colour the words for the tone', () => {
    const { container } = show({
      ...hero,
      gradientStyle: 'full',
      gradientTone: 'light',
      textPosition: { horizontal: 'right', vertical: 'middle' },
    });
    const shade = container.querySelector('[aria-hidden].bg-gradient-to-l');
    expect(shade).toHaveClass('w-[35%]', 'from-white/90');
    expect(screen.getByRole('heading').parentElement).toHaveClass('text-ink');
  });

  it('shade from the bottom when the words sit at the bottom', () => {
    const { container } = show({
      ...hero,
      type: 'espot-banner',
      textPosition: { horizontal: 'left', vertical: 'bottom' },
    });
    expect(container.querySelector('[aria-hidden].bg-gradient-to-t')).toHaveClass('h-[50%]');
  });
});
