import { and, eq, ne, sql } from 'drizzle-orm';
import type { ProfileUpdateRequest } from '@/lib/contracts/consumer';
import type { Database } from '../db/client';
import { consumers, stores, type ConsumerRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import { enrollInLoyalty } from './loyalty-enrollment';

type ProfileUpdate = ProfileUpdateRequest['consumerProfile'];
type DetailsUpdate = ProfileUpdate['consumerDetails'];

const DETAILS_FIELD = 'body.consumerProfile.consumerDetails';

const hasValues = (record: object) => Object.values(record).some((value) => value !== undefined);

/** PRO412 for an update of nothing: there is nothing to save. */
function requireSomethingToUpdate(update: ProfileUpdate): void {
  const changes =
    hasValues(update.consumerDetails) ||
    hasValues(update.preferences) ||
    Boolean(update.enrollments?.length) ||
    update.isEmployeeDiscountTCAccepted !== undefined ||
    update.favoriteStoreId !== undefined;
  if (!changes) throw new ApiError('PRO412', 'Nothing to update.');
}

/**
 * The employee discount terms exist only for employees. The catalogue has no "not allowed"
 * profile code, so this is PRO418, the other "profile could not be updated".
 */
function requireEmployeeForTerms(consumer: ConsumerRow, update: ProfileUpdate): void {
  if (update.isEmployeeDiscountTCAccepted && consumer.consumerType !== 'EMPLOYEE') {
    throw new ApiError('PRO418', 'Only employees can accept the employee discount terms.', {
      field: 'body.consumerProfile.isEmployeeDiscountTCAccepted',
    });
  }
}

/** A favourite store must be one of the brand's stores, not a carrier's collection point. */
async function requireKnownStore(db: Database, storeId: string | null | undefined): Promise<void> {
  if (!storeId) return;
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.isCollectionPoint, false)))
    .limit(1);
  if (!store) {
    throw new ApiError('STR404', `Store ${storeId} was not found.`, {
      field: 'body.consumerProfile.favoriteStoreId',
    });
  }
}

/**
 * A phone number belongs to one consumer, with its country code, as at sign-up (AUT442). A
 * number sent alone keeps the stored code; without any code it cannot be dialled.
 */
async function requireFreePhone(
  db: Database,
  consumer: ConsumerRow,
  details: DetailsUpdate,
): Promise<void> {
  if (details.phone === undefined && details.phoneCode === undefined) return;
  const phone = details.phone ?? consumer.phone;
  const phoneCode = details.phoneCode ?? consumer.phoneCode;
  if (!phone) return;
  if (!phoneCode) {
    throw new ApiError('ATTR100', `${DETAILS_FIELD}.phoneCode: a phone number needs its code.`, {
      field: `${DETAILS_FIELD}.phoneCode`,
    });
  }
  const [owner] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(
      and(
        eq(consumers.phone, phone),
        eq(consumers.phoneCode, phoneCode),
        ne(consumers.id, consumer.id),
      ),
    )
    .limit(1);
  if (owner) throw new ApiError('AUT442', undefined, { field: `${DETAILS_FIELD}.phone` });
}

/**
 * Applies a profile update: only the fields sent change (Drizzle leaves undefined columns out
 * of the SET), preferences merge key by key, and loyalty enrollment commits with the rest.
 */
export async function updateProfile(
  db: Database,
  consumer: ConsumerRow,
  update: ProfileUpdate,
  now: Date,
): Promise<ConsumerRow> {
  requireSomethingToUpdate(update);
  requireEmployeeForTerms(consumer, update);
  await requireFreePhone(db, consumer, update.consumerDetails);
  await requireKnownStore(db, update.favoriteStoreId);
  const entries = Object.entries(update.preferences);
  const preferences = Object.fromEntries(entries.filter(([, value]) => typeof value === 'string'));
  const cleared = entries.filter(([, value]) => value === null).map(([key]) => key);
  const kept = cleared.reduce(
    (stored, key) => sql`${stored} - ${key}::text`,
    sql`${consumers.preferences}`,
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(consumers)
      .set({
        ...update.consumerDetails,
        // Merged in SQL so a parallel update of the other preference is not lost.
        preferences: sql`(${kept}) || ${JSON.stringify(preferences)}::jsonb`,
        isEmployeeDiscountTCAccepted: update.isEmployeeDiscountTCAccepted,
        favoriteStoreId: update.favoriteStoreId,
        updatedAt: now,
      })
      .where(eq(consumers.id, consumer.id))
      .returning();
    // The account was deleted after it was read: the same answer as reading no account.
    if (!updated) throw new ApiError('AUT498');
    return update.enrollments?.length ? enrollInLoyalty(tx, updated, now) : updated;
  });
}
