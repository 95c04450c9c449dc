import { describe, expect, it } from 'vitest';
import {
  checkoutTransition,
  initialCheckoutState,
  isStepReachable,
  type CheckoutMachineState,
  type ExpressEligibility,
} from './checkout-steps';

const eligible: ExpressEligibility = {
  featureEnabled: true,
  signedIn: true,
  hasDefaultCard: true,
  hasDefaultAddress: true,
};

function run(...events: Parameters<typeof checkoutTransition>[1][]): CheckoutMachineState {
  return events.reduce(checkoutTransition, initialCheckoutState);
}

describe('checkout step machine', () => {
  it('walks shipping, billing, summary', () => {
    const start = run({ type: 'start', express: { ...eligible, signedIn: false } });
    expect(start.step).toBe('shipping');
    const billing = checkoutTransition(start, { type: 'stepCompleted', step: 'shipping' });
    expect(billing.step).toBe('billing');
    expect(isStepReachable(billing, 'summary')).toBe(false);
    const summary = checkoutTransition(billing, { type: 'stepCompleted', step: 'billing' });
    expect(summary).toMatchObject({ step: 'summary', status: 'STANDARD' });
  });

  it('jumps a signed-in shopper with a default card and address to summary as EXPRESS', () => {
    expect(run({ type: 'start', express: eligible })).toMatchObject({
      step: 'summary',
      status: 'EXPRESS',
    });
    for (const missing of ['featureEnabled', 'signedIn', 'hasDefaultCard', 'hasDefaultAddress']) {
      expect(run({ type: 'start', express: { ...eligible, [missing]: false } })).toMatchObject({
        step: 'shipping',
        status: 'STANDARD',
      });
    }
  });

  it('refuses to open a step whose earlier steps are not done, and leaves EXPRESS on edit', () => {
    const start = run({ type: 'start', express: { ...eligible, signedIn: false } });
    expect(checkoutTransition(start, { type: 'edit', step: 'summary' })).toBe(start);
    const express = run({ type: 'start', express: eligible });
    expect(checkoutTransition(express, { type: 'edit', step: 'billing' })).toMatchObject({
      step: 'billing',
      status: 'STANDARD',
      completed: ['shipping'],
    });
  });

  it('revisits a step from history keeping the steps done, so Forward can return', () => {
    const billing = run(
      { type: 'start', express: { ...eligible, signedIn: false } },
      { type: 'stepCompleted', step: 'shipping' },
    );
    const back = checkoutTransition(billing, { type: 'revisit', step: 'shipping' });
    expect(back).toMatchObject({ step: 'shipping', completed: ['shipping'] });
    expect(checkoutTransition(back, { type: 'revisit', step: 'billing' }).step).toBe('billing');
    expect(checkoutTransition(back, { type: 'revisit', step: 'summary' })).toBe(back);
  });

  it('returns to shipping after the order is placed', () => {
    const placed = run(
      { type: 'start', express: eligible },
      { type: 'challengeRequired', challenge: { orderNumber: 'S1', action: {} } },
      { type: 'orderPlaced' },
    );
    expect(placed).toEqual(initialCheckoutState);
  });

  it('keeps the challenge while it is open and goes back to billing when it fails', () => {
    const challenged = run(
      { type: 'start', express: eligible },
      { type: 'challengeRequired', challenge: { orderNumber: 'S1', action: { type: 'threeDS2' } } },
    );
    expect(challenged.challenge?.orderNumber).toBe('S1');
    expect(checkoutTransition(challenged, { type: 'challengeFailed' })).toMatchObject({
      step: 'billing',
      status: 'STANDARD',
      challenge: null,
    });
  });

  it('goes back to shipping only when a vanished item came with a delivery transition', () => {
    const summary = run({ type: 'start', express: eligible });
    expect(
      checkoutTransition(summary, { type: 'itemUnavailable', deliveryTransition: false }).step,
    ).toBe('summary');
    expect(
      checkoutTransition(summary, { type: 'itemUnavailable', deliveryTransition: true }).step,
    ).toBe('shipping');
  });
});
