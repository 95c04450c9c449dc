/**
 * The Apple Pay session steps: merchant validation, shipping contact, shipping method, payment
 * authorised, order placed. A cancelled or failed session resets.
 */
export type ApplePayPhase =
  | 'idle'
  | 'merchantValidation'
  | 'shippingContact'
  | 'shippingMethod'
  | 'paymentAuthorized'
  | 'orderPlaced';

export type ApplePayEvent =
  | { type: 'begin' }
  | { type: 'merchantValidated' }
  | { type: 'shippingContactSelected' }
  | { type: 'shippingMethodSelected' }
  | { type: 'paymentAuthorized' }
  | { type: 'orderPlaced'; orderNumber: string }
  | { type: 'cancelled' }
  | { type: 'failed' };

export interface ApplePayState {
  phase: ApplePayPhase;
  orderNumber: string | null;
}

export const initialApplePayState: ApplePayState = { phase: 'idle', orderNumber: null };

/** The phases each event may arrive in; Apple Pay lets the shopper change contact and method. */
const allowedFrom: Record<
  Exclude<ApplePayEvent['type'], 'cancelled' | 'failed'>,
  ApplePayPhase[]
> = {
  begin: ['idle'],
  merchantValidated: ['merchantValidation'],
  shippingContactSelected: ['shippingContact', 'shippingMethod'],
  shippingMethodSelected: ['shippingMethod'],
  paymentAuthorized: ['shippingContact', 'shippingMethod'],
  orderPlaced: ['paymentAuthorized'],
};

const phaseAfter: Record<keyof typeof allowedFrom, ApplePayPhase> = {
  begin: 'merchantValidation',
  merchantValidated: 'shippingContact',
  shippingContactSelected: 'shippingMethod',
  shippingMethodSelected: 'shippingMethod',
  paymentAuthorized: 'paymentAuthorized',
  orderPlaced: 'orderPlaced',
};

/** An event out of order leaves the state as it is. */
export function applePayTransition(state: ApplePayState, event: ApplePayEvent): ApplePayState {
  if (event.type === 'cancelled' || event.type === 'failed') return initialApplePayState;
  if (!allowedFrom[event.type].includes(state.phase)) return state;
  return {
    phase: phaseAfter[event.type],
    orderNumber: event.type === 'orderPlaced' ? event.orderNumber : state.orderNumber,
  };
}
