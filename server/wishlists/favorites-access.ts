import type { ShopperSubject } from '../auth/subject';
import { getEnv } from '../config/env';
import { ApiError } from '../http/api-error';

/**
 * Spec 000 section 6: favorites need the allow-favorites setting and are off for a connected
 * employee. Guests keep favorites too.
 */
export function requireFavoritesAllowed(subject: ShopperSubject): void {
  if (!getEnv().ALLOW_FAVORITES) throw new ApiError('WSH403');
  if (subject.consumerType === 'EMPLOYEE') throw new ApiError('WSH405');
}
