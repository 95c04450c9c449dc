import { describe, expect, it } from 'vitest';
import { patchCodeFor, readPendingPayment } from './pending-payment';

describe('pending payments', () => {
  it('reads a kept pending payment and ignores anything malformed', () => {
    const action = { type: 'redirect', provider: 'simulator', paymentMethodType: 'klarna' };
    const kept = { orderNumber: 'ST1', action: { orderNumber: 'ST1', st: 'token', action } };
    expect(readPendingPayment(kept)).toEqual({ orderNumber: 'ST1', st: 'token', action });
    expect(readPendingPayment({ orderNumber: 'ST1', action: { orderNumber: 'ST1' } })).toBeNull();
    expect(readPendingPayment(null)).toBeNull();
  });

  it("names the PATCH's payment code after the action's method", () => {
    expect(patchCodeFor('klarna_account')).toBe('KLARNA');
    expect(patchCodeFor('paypal')).toBe('PAYPAL');
    expect(patchCodeFor('scheme')).toBe('CREDIT_CARD');
    expect(patchCodeFor(undefined)).toBe('CREDIT_CARD');
  });
});
