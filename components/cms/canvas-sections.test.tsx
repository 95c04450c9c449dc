import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageCanvas } from '@/lib/contracts/content';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { CanvasSections } from './canvas-sections';
import { FixedCanvasSections } from './fixed-canvas';

const banner = (id: string, alt: string) => ({
  type: 'image-banner' as const,
  id,
  title: alt,
  media: { url: `/media/content/${id}.webp`, alt, width: 1600, height: 900 },
  targets: [],
});

const page: PageCanvas = {
  name: 'home',
  title: 'Home',
  metadata: { htmlTitle: 'Stride', htmlDescription: 'Shoes.' },
  sections: [
    { name: 'hero', items: [banner('hero', 'The season'), banner('second', 'Running')] },
    { name: 'editorial', items: [banner('editorial', 'Trail days')] },
  ],
};

describe('canvas sections', () => {
  it('fetch only the page’s first picture up front, every later one as the shopper scrolls', () => {
    renderWithIntl(<CanvasSections canvas={page} collections={{}} />);
    const first = screen.getByRole('img', { name: 'The season' });
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading', 'lazy');
    // The first block of a later section is not the largest paint either.
    for (const name of ['Running', 'Trail days']) {
      const later = screen.getByRole('img', { name });
      expect(later, name).toHaveAttribute('loading', 'lazy');
      expect(later, name).not.toHaveAttribute('fetchpriority');
    }
  });

  it('fetch nothing up front for a fixed page’s canvas below its own content', () => {
    const fixed: PageCanvas = {
      ...page,
      sections: [
        { name: 'top', items: [banner('top', 'Above the page')] },
        { name: 'bottom', items: [banner('bottom', 'Below the page')] },
      ],
    };
    renderWithIntl(<FixedCanvasSections canvas={fixed} placement="bottom" />);
    expect(screen.getByRole('img', { name: 'Below the page' })).toHaveAttribute('loading', 'lazy');
    renderWithIntl(<FixedCanvasSections canvas={fixed} placement="top" />);
    expect(screen.getByRole('img', { name: 'Above the page' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });
});
