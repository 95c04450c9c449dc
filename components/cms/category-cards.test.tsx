import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { CategoryCards } from './category-cards';

describe('category cards', () => {
  it('name each card once, by its link, to a screen reader', () => {
    renderWithIntl(
      <CategoryCards
        cards={{
          type: 'category-cards',
          id: 'running',
          items: [
            {
              title: "Men's Running",
              url: '/en-us/c/mens-running-shoes-10001010',
              media: { url: '/media/card.webp', alt: "Men's Running", width: 600, height: 600 },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: "Men's Running" })).toHaveAttribute(
      'href',
      '/en-us/c/mens-running-shoes-10001010',
    );
    expect(screen.queryByRole('img', { name: "Men's Running" })).toBeNull();
  });
});
