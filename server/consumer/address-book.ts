import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { postalPartOf, type ApproachType, type SavedAddress } from '@/lib/contracts/address';
import type { savedAddressRequestSchema } from '@/lib/contracts/address-book';
import { findCountry } from '@/lib/countries';
import type { Locale } from '@/lib/i18n/locales';
import { assessAddress } from '../checkout/addresses';
import type { Database } from '../db/client';
import { consumerAddresses, consumers } from '../db/schema';
import { ApiError } from '../http/api-error';

type AddressRow = typeof consumerAddresses.$inferSelect;
type AddressFields = Omit<AddressRow, 'id' | 'consumerId' | 'isMain'>;
export type SavedAddressBody = z.output<typeof savedAddressRequestSchema>['address'];

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    approachType: row.approachType,
    main: row.isMain,
    ...postalPartOf({ ...row, addressLine2: row.addressLine2 ?? '', province: row.province ?? '' }),
    country: findCountry(row.countryCode)?.name ?? row.countryCode,
    countryCode: row.countryCode,
    phone: row.phone,
    phoneCode: row.phoneCode,
  };
}

/** The consumer's addresses: main ones first, shipping before billing, in a stable order. */
export async function listSavedAddresses(db: Database, consumerId: string) {
  const rows = await db
    .select()
    .from(consumerAddresses)
    .where(eq(consumerAddresses.consumerId, consumerId))
    .orderBy(
      desc(consumerAddresses.isMain),
      desc(consumerAddresses.approachType),
      asc(consumerAddresses.id),
    );
  return rows.map(toSavedAddress);
}

/**
 * Checks the address with the checkout's per-country rules (a shipping address only in the
 * storefront's own country, as checkout ships) and answers the columns to store. The email
 * the rules require is the consumer's own: the address book does not keep one.
 */
function validFields(body: SavedAddressBody, email: string, locale: Locale): AddressFields {
  const purpose = body.approachType === 'S' ? 'shipping' : 'billing';
  const verdict = assessAddress({ ...body, email }, purpose, locale);
  const problem = verdict.problems.find((p) => p.errorId !== 'CHK380') ?? verdict.problems[0];
  if (problem) {
    // An empty phone is a field problem like any other here: there is no cart step to name.
    const code =
      problem.errorId === 'SHP410' || problem.errorId === 'BILL410' ? 'CHK380' : problem.errorId;
    throw new ApiError(
      code as 'CHK380' | 'CHK320' | 'PAY401',
      `The ${problem.field} is not valid.`,
      {
        field: `address.${problem.field}`,
        data: { key: problem.message.key },
      },
    );
  }
  const address = verdict.address!;
  return {
    approachType: body.approachType,
    ...postalPartOf(address),
    addressLine2: address.addressLine2 || null,
    province: address.province || null,
    countryCode: address.countryCode,
    phone: address.phone,
    phoneCode: address.phoneCode,
  };
}

const sameAddress = (row: AddressRow, fields: AddressFields) =>
  (Object.keys(fields) as (keyof AddressFields)[]).every(
    (key) =>
      (row[key] ?? '').toString().toLowerCase() === (fields[key] ?? '').toString().toLowerCase(),
  );

async function addressesOf(db: Database, consumerId: string) {
  return db.select().from(consumerAddresses).where(eq(consumerAddresses.consumerId, consumerId));
}

/** The consumer's own address, or CCA401: someone else's id is as unknown as a made-up one. */
async function requireOwnAddress(db: Database, consumerId: string, addressId: string) {
  const [row] = await db
    .select()
    .from(consumerAddresses)
    .where(and(eq(consumerAddresses.id, addressId), eq(consumerAddresses.consumerId, consumerId)))
    .limit(1);
  if (!row) throw new ApiError('CCA401');
  return row;
}

/** The consumer's addresses of one type but `exceptId`. */
const othersOfType = (consumerId: string, type: ApproachType, exceptId: string) =>
  and(
    eq(consumerAddresses.consumerId, consumerId),
    eq(consumerAddresses.approachType, type),
    ne(consumerAddresses.id, exceptId),
  );

/** One main address per type, so a new main clears the others'. */
async function clearOtherMain(
  db: Database,
  consumerId: string,
  type: ApproachType,
  keepId: string,
) {
  await db
    .update(consumerAddresses)
    .set({ isMain: false })
    .where(othersOfType(consumerId, type, keepId));
}

/**
 * Address book changes run one at a time per consumer (the consumer row locked), so two saves
 * racing for "first address of its type" cannot both become main.
 */
function inAddressBookTransaction<T>(call: AddressBookCall, work: (tx: Database) => Promise<T>) {
  return call.db.transaction(async (tx) => {
    await tx
      .select({ id: consumers.id })
      .from(consumers)
      .where(eq(consumers.id, call.consumerId))
      .for('update');
    return work(tx);
  });
}

export interface AddressBookCall {
  db: Database;
  consumerId: string;
  email: string;
  locale: Locale;
}

/**
 * Saves a new address. CCA400 when the consumer already has the same address of that type. The
 * first address of a type is main whatever was asked.
 */
export async function addSavedAddress(call: AddressBookCall, body: SavedAddressBody) {
  const fields = validFields(body, call.email, call.locale);
  return inAddressBookTransaction(call, async (tx) => {
    const sameType = (await addressesOf(tx, call.consumerId)).filter(
      (row) => row.approachType === fields.approachType,
    );
    if (sameType.some((row) => sameAddress(row, fields))) throw new ApiError('CCA400');
    const isMain = sameType.length === 0 || body.main === true;
    const id = randomUUID();
    await tx
      .insert(consumerAddresses)
      .values({ ...fields, id, consumerId: call.consumerId, isMain });
    if (isMain) await clearOtherMain(tx, call.consumerId, fields.approachType, id);
    return id;
  });
}

/**
 * Replaces an address. Moving it to the other type, or un-marking the main one, hands main to
 * another address so each type that has addresses keeps exactly one main.
 */
export async function updateSavedAddress(
  call: AddressBookCall,
  addressId: string,
  body: SavedAddressBody,
) {
  const fields = validFields(body, call.email, call.locale);
  await inAddressBookTransaction(call, async (tx) => {
    const current = await requireOwnAddress(tx, call.consumerId, addressId);
    const others = (await addressesOf(tx, call.consumerId)).filter((row) => row.id !== addressId);
    const sameType = others.filter((row) => row.approachType === fields.approachType);
    if (sameType.some((row) => sameAddress(row, fields))) throw new ApiError('CCA400');
    const stayedMain = current.isMain && current.approachType === fields.approachType;
    const isMain = sameType.length === 0 || (body.main ?? stayedMain);
    await tx
      .update(consumerAddresses)
      .set({ ...fields, isMain })
      .where(eq(consumerAddresses.id, addressId));
    if (isMain) await clearOtherMain(tx, call.consumerId, fields.approachType, addressId);
    if (current.isMain && !(isMain && current.approachType === fields.approachType)) {
      await promoteAnother(tx, call.consumerId, current.approachType, addressId);
    }
  });
}

/** Deletes an address; when it was main, another of its type (if any) becomes main. */
export async function deleteSavedAddress(call: AddressBookCall, addressId: string) {
  await inAddressBookTransaction(call, async (tx) => {
    const current = await requireOwnAddress(tx, call.consumerId, addressId);
    await tx.delete(consumerAddresses).where(eq(consumerAddresses.id, addressId));
    if (current.isMain) await promoteAnother(tx, call.consumerId, current.approachType, addressId);
  });
}

async function promoteAnother(
  db: Database,
  consumerId: string,
  type: ApproachType,
  exceptId: string,
) {
  const [next] = await db
    .select({ id: consumerAddresses.id })
    .from(consumerAddresses)
    .where(othersOfType(consumerId, type, exceptId))
    .orderBy(asc(consumerAddresses.id))
    .limit(1);
  if (next) {
    await db
      .update(consumerAddresses)
      .set({ isMain: true })
      .where(eq(consumerAddresses.id, next.id));
  }
}
