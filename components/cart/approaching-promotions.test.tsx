import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApproachingPromotion } from '@/lib/contracts/cart';
import { renderWithIntl } from '@/tests/support/render-with-intl';
import { ApproachingPromotions } from './approaching-promotions';

const promotion = (overrides: Partial<ApproachingPromotion>): ApproachingPromotion => ({
  id: 'free-shipping',
  message: 'Spend $40 more for free shipping|Only $10 to free shipping|Free shipping unlocked',
  contexts: ['cart'],
  promotionClass: 'SHIPPING',
  threshold: 50,
  remaining: 40,
  progress: 20,
  ...overrides,
});

describe('ApproachingPromotions', () => {
  it('shows the part for the cart’s progress with a progress bar', () => {
    renderWithIntl(
      <ApproachingPromotions
        promotions={[
          promotion({}),
          promotion({ id: 'gift', message: 'a|b|Gift unlocked', progress: 100, remaining: 0 }),
        ]}
      />,
    );
    const bars = screen.getAllByRole('progressbar');
    expect(
      bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')]),
    ).toEqual([
      ['Spend $40 more for free shipping', '20'],
      ['Gift unlocked', '100'],
    ]);
  });

  it('ignores a message that does not have exactly three parts', () => {
    renderWithIntl(
      <ApproachingPromotions
        promotions={[
          promotion({ message: 'Free shipping over $50' }),
          promotion({ id: 'x', message: 'a|b|c|d' }),
        ]}
      />,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
