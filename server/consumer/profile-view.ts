import type { ProfileResponse } from '@/lib/contracts/auth';
import type { Currency } from '@/lib/i18n/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { stores, type ConsumerRow } from '../db/schema';
import { listSavedAddresses } from './address-book';
import { getEmployeeSpend } from './employee-spend';
import { getProgrammeSpends } from './programme-spend';

export interface ProfileViewOptions {
  /** The request's currency, for the employee, athlete and professional spend. */
  currency: Currency;
  now: Date;
  includeLoyaltySummary?: boolean;
}

async function describeFavoriteStore(db: Database, storeId: string | null) {
  if (!storeId) return null;
  const [store] = await db
    .select({ id: stores.id, name: stores.name, city: stores.city })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return store ?? null;
}

/** The profile as GET and the profile updates answer it. */
export async function describeProfile(
  db: Database,
  consumer: ConsumerRow,
  { currency, now, includeLoyaltySummary = false }: ProfileViewOptions,
): Promise<ProfileResponse> {
  const employee =
    consumer.consumerType === 'EMPLOYEE'
      ? await getEmployeeSpend(db, consumer.id, currency, now)
      : null;
  const { athlete, prosumer } = await getProgrammeSpends(db, consumer, currency, now);
  return {
    consumerId: consumer.id,
    consumerNo: consumer.consumerNo,
    consumerType: consumer.consumerType,
    consumerDetails: {
      email: consumer.email,
      firstName: consumer.firstName,
      lastName: consumer.lastName,
      phone: consumer.phone,
      phoneCode: consumer.phoneCode,
      postalCode: consumer.postalCode,
      birthDate: consumer.birthDate,
      gender: consumer.gender,
      employee,
      addresses: await listSavedAddresses(db, consumer.id),
      athlete,
      prosumer,
      identities: consumer.identities,
    },
    isLoyaltyMember: consumer.isLoyaltyMember,
    memberId: consumer.memberId,
    loyaltyOptInDate: consumer.loyaltyOptInDate?.toISOString() ?? null,
    isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
    preferences: consumer.preferences,
    favoriteStore: await describeFavoriteStore(db, consumer.favoriteStoreId),
    ...(includeLoyaltySummary && consumer.isLoyaltyMember
      ? { loyaltySummary: { points: { balance: consumer.loyaltyPoints } } }
      : {}),
  };
}
