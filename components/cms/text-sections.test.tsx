import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageCanvas } from '@/lib/contracts/content';
import { TextSections } from './text-sections';

const checkout: PageCanvas = {
  name: 'checkout',
  title: 'Checkout',
  metadata: { htmlTitle: 'Checkout | Stride', htmlDescription: 'Pay for your bag.' },
  sections: [
    {
      name: 'bottom',
      items: [
        {
          type: 'text-section',
          id: 'promises',
          heading: 'Our promises',
          paragraphs: ['Free returns within [30 days](/en-us/help/returns).'],
          items: [],
          numbered: false,
        },
        {
          type: 'product-collection',
          id: 'rail',
          title: 'You may also like',
          categoryId: '1000',
          limit: 4,
        },
      ],
    },
  ],
};

describe('a canvas as words only', () => {
  it('shows text sections with their links and leaves product rails out', () => {
    render(<TextSections canvas={checkout} />);
    expect(screen.getByRole('heading', { name: 'Our promises' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '30 days' }).getAttribute('href')).toBe(
      '/en-us/help/returns',
    );
    expect(screen.queryByText('You may also like')).toBeNull();
  });
});
