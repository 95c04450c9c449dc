import { describe, expect, it } from 'vitest';
import { pendingPaymentOf } from './pending-payment-of';
import { patchCodeFor, readPendingPayment } from './pending-payment';

describe('pending payments', () => {
  it('reads a kept pending payment and ignores anything malformed', () => {
    const action = { type: 'redirect', provider: 'simulator', paymentMethodType: 'klarna' };
    const kept = { orderNumber: 'ST1', action: { orderNumber: 'ST1', st: 'token', action } };
    expect(readPendingPayment(kept)).toEqual({ orderNumber: 'ST1', st: 'token', action });
    expect(readPendingPayment({ orderNumber: 'ST1', action: { orderNumber: 'ST1' } })).toBeNull();
    expect(readPendingPayment(null)).toBeNull();
  });

  it("takes a placement's pending payment from its PaymentNotAuthorized flash", () => {
    const action = { type: 'sdk', provider: 'adyen', paymentMethodType: 'paypal' } as const;
    const reply = {
      orderNumber: 'ST2',
      st: 'token',
      status: 'PaymentPending',
      basketId: 'basket-1',
    } as const;
    expect(
      pendingPaymentOf({
        ...reply,
        flash: [{ type: 'PaymentNotAuthorized', message: 'Confirm.', data: { action } }],
      }),
    ).toEqual({ orderNumber: 'ST2', st: 'token', action });
    expect(pendingPaymentOf({ ...reply, flash: [] })).toBeNull();
  });

  it("names the PATCH's payment code after the action's method", () => {
    expect(patchCodeFor('klarna_account')).toBe('KLARNA');
    expect(patchCodeFor('paypal')).toBe('PAYPAL');
    expect(patchCodeFor('scheme')).toBe('CREDIT_CARD');
    expect(patchCodeFor(undefined)).toBe('CREDIT_CARD');
  });
});
