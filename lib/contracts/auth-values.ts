// The identity contract's plain values and the readers of the replies every page load gets
// (the session, a guest token), apart from its schemas (auth.ts) so no page load waits for zod.
// A test holds each reader to its schema.
import type { SessionState, TokenResponse } from './auth';
import { isCount, isOneOf, isRecord, isStringOrNull } from './reply-reading';

export const consumerTypes = ['GUEST', 'REGISTERED', 'EMPLOYEE'] as const;
export type ConsumerTypeName = (typeof consumerTypes)[number];

/** sessionStateSchema's rule written out. */
export function readSessionState(value: unknown): SessionState | null {
  if (!isRecord(value)) return null;
  const { status, consumerType } = value;
  if (status === 'expired' || status === 'none') return { status };
  if (status !== 'active' || !isOneOf(consumerTypes, consumerType)) return null;
  return { status, consumerType };
}

/** tokenResponseSchema's rule written out. */
export function readTokenResponse(value: unknown): TokenResponse | null {
  if (!isRecord(value)) return null;
  const { consumerId, consumerNo, basketId, favorites, saveForLaterId, memberId } = value;
  const { consumerType, isEmployeeDiscountTCAccepted, expiresIn, refreshToken } = value;
  if (
    !isStringOrNull(consumerId) ||
    !isStringOrNull(consumerNo) ||
    !isStringOrNull(basketId) ||
    !isStringOrNull(favorites) ||
    !isStringOrNull(saveForLaterId) ||
    !isStringOrNull(memberId) ||
    !isOneOf(consumerTypes, consumerType) ||
    typeof isEmployeeDiscountTCAccepted !== 'boolean' ||
    !isCount(expiresIn) ||
    expiresIn === 0 ||
    (refreshToken !== undefined && typeof refreshToken !== 'string')
  ) {
    return null;
  }
  return {
    consumerId,
    consumerNo,
    consumerType,
    basketId,
    favorites,
    saveForLaterId,
    memberId,
    isEmployeeDiscountTCAccepted,
    expiresIn,
    ...(refreshToken === undefined ? {} : { refreshToken }),
  };
}
