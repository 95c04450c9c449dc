/**
 * The checkout step machine: shipping, then billing, then summary. It is pure so that every
 * transition is testable; stores/checkout-store.ts holds its state.
 */
export const checkoutSteps = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** EXPRESS when the shopper skipped straight to summary with their saved defaults. */
export type CheckoutStatus = 'STANDARD' | 'EXPRESS';

/** What the payment provider asks the shopper to do before the order completes. */
export interface PendingChallenge {
  orderNumber: string;
  /** The provider's action (Adyen's `action` object, or the simulator's), passed through. */
  action: Record<string, unknown>;
}

export interface CheckoutMachineState {
  step: CheckoutStep;
  status: CheckoutStatus;
  /** Steps the shopper finished in this checkout; later steps open only after earlier ones. */
  completed: readonly CheckoutStep[];
  challenge: PendingChallenge | null;
}

export interface ExpressEligibility {
  /** The site allows express checkout. */
  featureEnabled: boolean;
  signedIn: boolean;
  hasDefaultCard: boolean;
  hasDefaultAddress: boolean;
}

export type CheckoutEvent =
  | { type: 'start'; express: ExpressEligibility }
  | { type: 'stepCompleted'; step: CheckoutStep }
  | { type: 'edit'; step: CheckoutStep }
  /** Back or Forward in the browser: the step opens, the steps done stay done. */
  | { type: 'revisit'; step: CheckoutStep }
  | { type: 'challengeRequired'; challenge: PendingChallenge }
  | { type: 'challengeFailed' }
  | { type: 'orderPlaced' }
  /** An order refused because an item is gone; `deliveryTransition` when its delivery changed. */
  | { type: 'itemUnavailable'; deliveryTransition: boolean };

export const initialCheckoutState: CheckoutMachineState = {
  step: 'shipping',
  status: 'STANDARD',
  completed: [],
  challenge: null,
};

export function canUseExpressCheckout(express: ExpressEligibility): boolean {
  return (
    express.featureEnabled &&
    express.signedIn &&
    express.hasDefaultCard &&
    express.hasDefaultAddress
  );
}

function nextStep(step: CheckoutStep): CheckoutStep {
  const index = checkoutSteps.indexOf(step);
  return checkoutSteps[Math.min(index + 1, checkoutSteps.length - 1)] ?? 'summary';
}

function stepsBefore(step: CheckoutStep): CheckoutStep[] {
  return checkoutSteps.slice(0, checkoutSteps.indexOf(step));
}

/** A step is open when every step before it is done. */
export function isStepReachable(state: CheckoutMachineState, step: CheckoutStep): boolean {
  return stepsBefore(step).every((before) => state.completed.includes(before));
}

export function checkoutTransition(
  state: CheckoutMachineState,
  event: CheckoutEvent,
): CheckoutMachineState {
  switch (event.type) {
    case 'start':
      // Express uses the default card and shipping address and jumps to summary.
      return canUseExpressCheckout(event.express)
        ? {
            step: 'summary',
            status: 'EXPRESS',
            completed: ['shipping', 'billing'],
            challenge: null,
          }
        : { ...initialCheckoutState };
    case 'stepCompleted': {
      const completed = [...stepsBefore(event.step), event.step];
      return { ...state, completed, step: nextStep(event.step) };
    }
    case 'edit':
      // Going back leaves express mode: the shopper now reviews each step themselves.
      if (!isStepReachable(state, event.step)) return state;
      return {
        ...state,
        step: event.step,
        status: event.step === 'summary' ? state.status : 'STANDARD',
        completed: stepsBefore(event.step),
      };
    case 'revisit':
      if (!isStepReachable(state, event.step)) return state;
      return {
        ...state,
        step: event.step,
        status: event.step === 'summary' ? state.status : 'STANDARD',
      };
    case 'challengeRequired':
      return { ...state, challenge: event.challenge };
    case 'challengeFailed':
      // The server has moved the items to a new cart; the shopper pays again from billing.
      return {
        ...state,
        step: 'billing',
        status: 'STANDARD',
        completed: ['shipping'],
        challenge: null,
      };
    case 'orderPlaced':
      return { ...initialCheckoutState };
    case 'itemUnavailable':
      if (!event.deliveryTransition) return { ...state, challenge: null };
      return { ...initialCheckoutState };
  }
}
