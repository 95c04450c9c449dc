import { describe, expect, it } from 'vitest';
import { checkoutErrorPlacement, needsShippingReview } from './checkout-errors';

describe('checkout error placement', () => {
  it('keeps field, gift card and item errors in the page and toasts the rest', () => {
    expect(checkoutErrorPlacement('SHP410')).toBe('input');
    expect(checkoutErrorPlacement('BILL410')).toBe('input');
    expect(checkoutErrorPlacement('GFC740')).toBe('input');
    expect(checkoutErrorPlacement('ORD430')).toBe('item');
    expect(checkoutErrorPlacement('INV700')).toBe('item');
    expect(checkoutErrorPlacement('PAY400')).toBe('toast');
    expect(checkoutErrorPlacement('TAX310')).toBe('toast');
  });

  it('sends the shopper back to shipping for pickup or store to home and invalid addresses', () => {
    expect(needsShippingReview([{ type: 'PickupToHome' }])).toBe(true);
    expect(needsShippingReview([{ type: 'InvalidShippingAddress' }])).toBe(true);
    expect(needsShippingReview([{ type: 'HomeToPickup' }])).toBe(false);
    expect(needsShippingReview([{ type: 'ProductLineItemInventoryMissing' }])).toBe(false);
  });
});
