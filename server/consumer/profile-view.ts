import type { ProfileResponse } from '@/lib/contracts/auth';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { ConsumerRow } from '../db/schema';
import { listSavedAddresses } from './address-book';
import { getEmployeeSpend } from './employee-spend';

export interface ProfileViewOptions {
  /** The request's currency, for the employee spend. */
  currency: Currency;
  now: Date;
  includeLoyaltySummary?: boolean;
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
    },
    isLoyaltyMember: consumer.isLoyaltyMember,
    memberId: consumer.memberId,
    isEmployeeDiscountTCAccepted: consumer.isEmployeeDiscountTCAccepted,
    preferences: consumer.preferences,
    ...(includeLoyaltySummary && consumer.isLoyaltyMember
      ? { loyaltySummary: { currentLoyaltyPoints: consumer.loyaltyPoints } }
      : {}),
  };
}
