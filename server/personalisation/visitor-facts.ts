import { eq } from 'drizzle-orm';
import { SESSIONLESS_VISITOR, type VisitorFacts } from '@/lib/personalisation/audiences';
import type { ShopperSubject } from '../auth/subject';
import { openBasketHasItems } from '../cart';
import type { Database } from '../db/client';
import { consumers } from '../db/schema';

/**
 * What the store holds about the session's shopper: their account's programmes and their bag.
 * Only the session says who that is; nothing the request body names is read here.
 */
export async function readVisitorFacts(
  db: Database,
  subject: ShopperSubject | null,
  cart: { now: Date; idleDays: number },
): Promise<VisitorFacts> {
  if (!subject) return SESSIONLESS_VISITOR;
  const cartEmpty = !(await openBasketHasItems(db, subject, cart));
  if (subject.type === 'guest') return { ...SESSIONLESS_VISITOR, cartEmpty };
  const [consumer] = await db
    .select({
      consumerType: consumers.consumerType,
      isLoyaltyMember: consumers.isLoyaltyMember,
      isAthlete: consumers.isAthlete,
      identities: consumers.identities,
    })
    .from(consumers)
    .where(eq(consumers.id, subject.id))
    .limit(1);
  if (!consumer) return { ...SESSIONLESS_VISITOR, cartEmpty };
  return {
    signedIn: true,
    loyaltyMember: consumer.isLoyaltyMember,
    employee: consumer.consumerType === 'EMPLOYEE',
    cartEmpty,
    athlete: consumer.isAthlete,
    pro: consumer.identities.some((identity) => identity.type === 'IPA'),
  };
}
