import type { Database } from '../db/client';
import type { SharedState } from '../shared-state/shared-state';
import { ACCESS_TOKEN_SECONDS, AGENT_TOKEN_SECONDS } from './access-token';
import { revokeFamily } from './refresh-tokens';

const markerKey = (sessionId: string) => `revoked-session:${sessionId}`;

/**
 * Ends sessions' access tokens at once: the session middleware refuses a token whose session
 * (`sid`) carries a marker. A marker lasts as long as the session's access tokens live, after
 * which every token issued before the revocation has expired anyway; the refresh tokens are
 * revoked in the database, so none is issued after it.
 */
export async function markSessionsRevoked(
  state: SharedState,
  sessionIds: Iterable<string>,
  tokenSeconds: number = ACCESS_TOKEN_SECONDS,
): Promise<void> {
  for (const sessionId of new Set(sessionIds)) {
    await state.put(markerKey(sessionId), '1', tokenSeconds * 1000);
  }
}

/** An associate's till session has no refresh token; its access token lasts a shift. */
export const markAgentSessionRevoked = (state: SharedState, sessionId: string) =>
  markSessionsRevoked(state, [sessionId], AGENT_TOKEN_SECONDS);

export async function isSessionRevoked(state: SharedState, sessionId: string): Promise<boolean> {
  return (await state.read(markerKey(sessionId))) !== null;
}

/** Revokes a shopper session's refresh tokens and ends its access tokens. */
export async function endSession(
  db: Database,
  state: SharedState,
  sessionId: string,
  now: Date,
): Promise<void> {
  await revokeFamily(db, sessionId, now);
  await markSessionsRevoked(state, [sessionId]);
}
