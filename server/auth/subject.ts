import type { ConsumerType } from '../db/schema';

/**
 * Who a request speaks for. `sessionId` is the refresh-token family the access token was
 * issued with: signing out or changing the password revokes by it.
 */
export interface GuestSubject {
  type: 'guest';
  id: string;
  consumerType: 'GUEST';
  sessionId: string;
}

export interface ConsumerSubject {
  type: 'consumer';
  id: string;
  consumerType: ConsumerType;
  sessionId: string;
}

/** The shopper a storefront request acts for. */
export type ShopperSubject = GuestSubject | ConsumerSubject;

/** A store associate signed in on a till for buy-in-store sessions; it has no refresh token. */
export interface AgentSubject {
  type: 'agent';
  /** The associate's employee id. */
  id: string;
  storeId: string;
  /** One per agent login; signing out revokes by it. */
  sessionId: string;
}

export type Subject = ShopperSubject | AgentSubject;
