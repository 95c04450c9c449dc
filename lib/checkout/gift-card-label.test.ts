import { describe, expect, it } from 'vitest';
import { giftCardLabel, maskGiftCardNumber } from './gift-card-label';

describe('gift card label', () => {
  it('shows only the last four digits', () => {
    expect(maskGiftCardNumber('6006491234567890')).toBe('•••• •••• •••• 7890');
    expect(giftCardLabel({ lastFour: '7890' })).toBe('•••• •••• •••• 7890');
    expect(giftCardLabel({ maskedNumber: '************7890' })).toBe('************7890');
  });
});
