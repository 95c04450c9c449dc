import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { describe, expect, it } from 'vitest';
import type { PageCanvas } from '@/lib/contracts/content';
import { FixedCanvasSections } from './fixed-canvas';

const cart: PageCanvas = {
  name: 'cart',
  title: 'Cart',
  metadata: { htmlTitle: 'Cart | Stride', htmlDescription: 'Your bag.' },
  sections: [
    {
      name: 'reassurance',
      items: [{ type: 'rich-text', id: 'cart-secure', paragraphs: ['Payments are secure.'] }],
    },
    {
      name: 'top',
      items: [
        {
          type: 'benefit-bar',
          id: 'cart-returns',
          title: 'Free returns within 30 days',
          targets: [{ url: '/en-us/help/returns', text: 'Returns', style: 'link' }],
          showCloseButton: false,
        },
      ],
    },
  ],
};

describe('fixed canvas', () => {
  it('shows the section named top above the page and every other below it', () => {
    const { unmount } = renderWithIntl(<FixedCanvasSections canvas={cart} placement="top" />);
    expect(screen.getByText('Free returns within 30 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute(
      'href',
      '/en-us/help/returns',
    );
    expect(screen.queryByText('Payments are secure.')).toBeNull();
    unmount();

    renderWithIntl(<FixedCanvasSections canvas={cart} placement="bottom" />);
    expect(screen.getByText('Payments are secure.')).toBeInTheDocument();
    expect(screen.queryByText('Free returns within 30 days')).toBeNull();
  });

  it('renders nothing where the canvas has no section', () => {
    const { container } = renderWithIntl(
      <FixedCanvasSections
        canvas={{ ...cart, sections: cart.sections.filter((s) => s.name === 'top') }}
        placement="bottom"
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
