import { eq } from 'drizzle-orm';
import type { TokenResponse } from '@/lib/contracts/auth';
import { findOpenBasket, ownerOf } from '../cart';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ShopperSubject } from './subject';
import { findWishlistId } from './wishlist-merge';

export type SessionSummary = Omit<TokenResponse, 'expiresIn' | 'refreshToken'>;

/** The auth state the client keeps for a guest or consumer. */
export async function summarizeSession(
  db: Database,
  subject: ShopperSubject,
): Promise<SessionSummary> {
  const [basketId, favorites, saveForLaterId] = await Promise.all([
    findOpenBasket(db, ownerOf(subject)).then((basket) => basket?.id ?? null),
    findWishlistId(db, 'favorites', subject.type, subject.id),
    findWishlistId(db, 'saveForLater', subject.type, subject.id),
  ]);
  const owned = { basketId, favorites, saveForLaterId };
  if (subject.type === 'guest') {
    return {
      consumerId: null,
      consumerNo: null,
      consumerType: 'GUEST',
      memberId: null,
      isEmployeeDiscountTCAccepted: false,
      ...owned,
    };
  }
  const [consumer] = await db.select().from(consumers).where(eq(consumers.id, subject.id)).limit(1);
  // A valid token for a consumer that no longer exists: the client clears its state (AUT498).
  if (!consumer) throw new ApiError('AUT498');
  return {
    consumerId: consumer.id,
    consumerNo: consumer.consumerNo,
    consumerType: consumer.consumerType,
    memberId: consumer.memberId,
    isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
    ...owned,
  };
}
