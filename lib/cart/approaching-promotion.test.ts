import { describe, expect, it } from 'vitest';
import type { ApproachingPromotion } from '../contracts/cart';
import { toApproachingCallout } from './approaching-promotion';

const promotion = (overrides: Partial<ApproachingPromotion>): ApproachingPromotion => ({
  id: 'free-shipping',
  message: 'Spend $20 more for free shipping|Almost there: $20 to go|You get free shipping',
  contexts: ['cart'],
  promotionClass: 'SHIPPING',
  threshold: 50,
  remaining: 20,
  progress: 60,
  ...overrides,
});

describe('toApproachingCallout', () => {
  it('picks the part for the threshold status', () => {
    expect(toApproachingCallout(promotion({ progress: 10 }))?.text).toBe(
      'Spend $20 more for free shipping',
    );
    expect(toApproachingCallout(promotion({ progress: 60 }))?.text).toBe('Almost there: $20 to go');
    expect(
      toApproachingCallout(promotion({ progress: 100, thresholdStatus: 'Threshold Reached' }))
        ?.text,
    ).toBe('You get free shipping');
  });

  it('prefers the status the server sent over its own reading of the progress', () => {
    expect(
      toApproachingCallout(promotion({ progress: 60, thresholdStatus: 'Below Threshold' }))?.text,
    ).toBe('Spend $20 more for free shipping');
  });

  it('ignores messages that do not split into exactly three parts', () => {
    expect(toApproachingCallout(promotion({ message: 'Free shipping over $50' }))).toBeNull();
    expect(toApproachingCallout(promotion({ message: 'a|b' }))).toBeNull();
    expect(toApproachingCallout(promotion({ message: 'a|b|c|d' }))).toBeNull();
  });
});
