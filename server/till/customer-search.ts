import { eq, or, sql } from 'drizzle-orm';
import type { TillCustomer, TillCustomerSearch } from '@/lib/contracts/till';
import { findCountry } from '@/lib/countries';
import { normalizePhone } from '@/lib/phone/normalize';
import type { Database } from '../db/client';
import { consumers, stores } from '../db/schema';
import { tillCustomerColumns, toTillCustomer } from './till-customer';

/** A stored number in international form, with and without a national trunk zero. */
const storedPhone = sql`'+' || ${consumers.phoneCode} || regexp_replace(${consumers.phone}, '[^0-9]', '', 'g')`;
const storedPhoneWithoutTrunk = sql`'+' || ${consumers.phoneCode} || ltrim(regexp_replace(${consumers.phone}, '[^0-9]', '', 'g'), '0')`;

async function storeDialCode(db: Database, storeId: string): Promise<string | undefined> {
  const [store] = await db
    .select({ countryCode: stores.countryCode })
    .from(stores)
    .where(eq(stores.id, storeId));
  return store ? findCountry(store.countryCode)?.dialCode : undefined;
}

/**
 * The one consumer an email, a phone number or a loyalty member id names, exactly; a phone
 * typed without its country code is read as the store's country's. Null when none, or when a
 * number is shared by several accounts (the till then asks for the email).
 */
export async function findTillCustomer(
  db: Database,
  storeId: string,
  query: TillCustomerSearch,
): Promise<TillCustomer | null> {
  const where = query.email
    ? eq(consumers.email, query.email)
    : query.memberId
      ? eq(consumers.memberId, query.memberId)
      : await phoneMatch(db, storeId, query.phone ?? '');
  const rows = await db.select(tillCustomerColumns).from(consumers).where(where).limit(2);
  return rows.length === 1 ? toTillCustomer(rows[0]!) : null;
}

async function phoneMatch(db: Database, storeId: string, phone: string) {
  const international = normalizePhone(phone, await storeDialCode(db, storeId));
  return or(eq(storedPhone, international), eq(storedPhoneWithoutTrunk, international));
}
