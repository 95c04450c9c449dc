import type { DataLayerEvent } from './data-layer';

export interface AccountEvent extends DataLayerEvent {
  event: 'login' | 'sign_up';
  method: string;
}

/** GA4's `login`, once the server has accepted the shopper's credentials. */
export const loginEvent = (method = 'email'): AccountEvent => ({ event: 'login', method });

/** GA4's `sign_up`, once the account exists. */
export const signUpEvent = (method = 'email'): AccountEvent => ({ event: 'sign_up', method });
