import { describe, expect, it, vi } from 'vitest';
import {
  createPayPalExpressFlow,
  type PayPalAddress,
  type PayPalBackend,
} from './paypal-express-flow';
import {
  isPayPalExpressShown,
  payPalTransition,
  initialPayPalState,
} from './paypal-express-machine';

const address: PayPalAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Main Street',
  city: 'Springfield',
  postalCode: '62701',
  province: 'IL',
  countryCode: 'US',
};

function setUp(backend: Partial<PayPalBackend> = {}) {
  const calls: string[] = [];
  const onPlaced = vi.fn();
  const onFailed = vi.fn();
  const flow = createPayPalExpressFlow({
    backend: {
      submit: async () => void calls.push('submit'),
      changeShippingAddress: async () => void calls.push('address'),
      authorize: async () => void calls.push('authorize'),
      submitAdditionalDetails: async () => void calls.push('details'),
      placeOrder: async () => {
        calls.push('place');
        return { orderNumber: 'S00099' };
      },
      ...backend,
    },
    onPlaced,
    onFailed,
  });
  return { flow, calls, onPlaced, onFailed };
}

describe('PayPal express flow', () => {
  it('submits, follows an address change, authorises, verifies details and places the order', async () => {
    const { flow, calls, onPlaced } = setUp();
    await flow.submit();
    expect(flow.getState().phase).toBe('submitted');
    await flow.changeShippingAddress(address);
    await flow.authorize({ email: 'ada@example.com', billingAddress: address });
    expect(flow.getState().phase).toBe('authorized');
    await flow.completeWithDetails({ payerID: 'P1' });
    expect(calls).toEqual(['submit', 'address', 'authorize', 'details', 'place']);
    expect(flow.getState()).toEqual({ phase: 'orderPlaced', orderNumber: 'S00099' });
    expect(onPlaced).toHaveBeenCalledWith('S00099');
  });

  it('fails over (back to checkout) when the address cannot be served, and places nothing', async () => {
    const refusal = new Error('SHP500');
    const { flow, calls, onFailed } = setUp({
      changeShippingAddress: async () => {
        throw refusal;
      },
    });
    await flow.submit();
    await flow.changeShippingAddress(address);
    expect(flow.getState().phase).toBe('failed');
    expect(onFailed).toHaveBeenCalledWith(refusal);
    expect(calls).not.toContain('place');
  });

  it('does not place the order when the details are refused', async () => {
    const { flow, calls, onPlaced } = setUp({
      submitAdditionalDetails: async () => {
        throw new Error('Refused');
      },
    });
    await flow.submit();
    await flow.authorize({ email: 'ada@example.com', billingAddress: address });
    await flow.completeWithDetails({});
    expect(calls).not.toContain('place');
    expect(onPlaced).not.toHaveBeenCalled();
    expect(flow.getState().phase).toBe('failed');
  });

  it('resets when the payer closes PayPal and ignores steps out of order', async () => {
    const { flow } = setUp();
    await flow.submit();
    flow.cancel();
    expect(flow.getState().phase).toBe('idle');
    expect(payPalTransition(initialPayPalState, { type: 'orderPlaced', orderNumber: 'X' })).toBe(
      initialPayPalState,
    );
  });

  it('is hidden in quick shop for an in-store employee only', () => {
    expect(isPayPalExpressShown({ surface: 'quickShop', inStoreEmployee: true })).toBe(false);
    expect(isPayPalExpressShown({ surface: 'quickShop', inStoreEmployee: false })).toBe(true);
    expect(isPayPalExpressShown({ surface: 'checkout', inStoreEmployee: true })).toBe(true);
  });
});
