import { eq } from 'drizzle-orm';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { hashSecretToken, safeEqual } from '../security/secret-token';
import { wasPlaced } from './after-sales-rules';

/** Compared when the number matches nothing, so a miss costs what a wrong email costs. */
const NO_ORDER_EMAIL = 'no-order@invalid';

/** Emails compared case-insensitively, as hashes of equal length, in constant time. */
function sameEmail(given: string, onOrder: string): boolean {
  return safeEqual(
    hashSecretToken(given.trim().toLowerCase()),
    hashSecretToken(onOrder.trim().toLowerCase()),
  );
}

/**
 * Anyone may look an order up by number and email, so that lookup is checked by reCAPTCHA as
 * the store's other public forms are; its signed-in owner asking by number alone is not.
 */
export function needsRecaptcha(
  { email }: { email?: string | undefined },
  subject: ShopperSubject | null,
): boolean {
  return email !== undefined || subject?.type !== 'consumer';
}

/**
 * POST TrackOrder: the placed order with this number, for whoever gives the email on it or for
 * its signed-in owner by number alone. Every miss (unknown number, wrong email, an order not
 * placed) is the same OHS4004, after the same work.
 */
export async function findTrackedOrder(
  db: Database,
  { orderNumber, email }: { orderNumber: string; email?: string | undefined },
  subject: ShopperSubject | null,
): Promise<OrderRow> {
  const [found] = await db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(1);
  const order = found && wasPlaced(found) ? found : null;
  const emailMatches = sameEmail(email ?? '', order?.email ?? NO_ORDER_EMAIL);
  const owner = subject?.type === 'consumer' && order?.consumerId === subject.id;
  const allowed = email !== undefined ? emailMatches : owner;
  if (!order || !allowed) throw new ApiError('OHS4004');
  return order;
}
