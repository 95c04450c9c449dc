import { and, desc, eq, gte, or, sql, type Placeholder } from 'drizzle-orm';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { boundAsGiven, reusableQuery } from '../db/reusable-query';
import { basketItems, baskets, type BasketRow } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ShopperSubject } from '../auth/subject';
import { isIdleExpired } from './expiry';

/** Who owns a basket: a guest, a consumer, or one of their product-page purchases. */
export type BasketOwner = Pick<BasketRow, 'ownerType' | 'ownerId'>;

/** Who owns a basket, in the form the baskets table stores. */
export function ownerOf(subject: ShopperSubject) {
  return { ownerType: subject.type, ownerId: subject.id } as const;
}

/** The key coupon redemptions are counted by: the consumer, or the guest identity. */
export function redeemerKeyOf(subject: ShopperSubject): string {
  return `${subject.type}:${subject.id}`;
}

/**
 * The owner of the subject's product-page wallet purchases: the same shopper, apart from the
 * bag, so the bag lookups below never see them.
 */
export function productPageOwnerOf(subject: ShopperSubject) {
  return { ownerType: 'productPage', ownerId: redeemerKeyOf(subject) } as const;
}

/** The subject's open basket by id: their bag or one of their product-page purchases. */
export function ownedOpenBasket(basketId: string, subject: ShopperSubject) {
  return ownedOpenBasketWhere({ basketId, ...ownerValuesOf(subject) });
}

/** The values ownedOpenBasket compares, as a reusable query's placeholders take them. */
function ownerValuesOf(subject: ShopperSubject) {
  const productPage = productPageOwnerOf(subject);
  return {
    ownerType: subject.type,
    ownerId: subject.id,
    productPageOwnerType: productPage.ownerType,
    productPageOwnerId: productPage.ownerId,
  };
}

type OwnedOpenBasketValues = {
  [Key in keyof ReturnType<typeof ownerValuesOf>]:
    ReturnType<typeof ownerValuesOf>[Key] | Placeholder;
} & { basketId: string | Placeholder };

function ownedOpenBasketWhere(values: OwnedOpenBasketValues) {
  return and(
    eq(baskets.id, values.basketId),
    eq(baskets.status, 'open'),
    or(
      and(eq(baskets.ownerType, values.ownerType), eq(baskets.ownerId, values.ownerId)),
      and(
        eq(baskets.ownerType, values.productPageOwnerType),
        eq(baskets.ownerId, values.productPageOwnerId),
      ),
    ),
  );
}

const ownedOpenBasketPlaceholders: OwnedOpenBasketValues = {
  basketId: sql.placeholder('basketId'),
  ownerType: sql.placeholder('ownerType'),
  ownerId: sql.placeholder('ownerId'),
  productPageOwnerType: sql.placeholder('productPageOwnerType'),
  productPageOwnerId: sql.placeholder('productPageOwnerId'),
};

/**
 * The subject's open basket, unlocked. Anyone else's basket, an expired or ordered one and an
 * unknown id all answer BSK404 alike, so ids cannot be probed.
 */
export async function requireOwnedBasket(
  db: Database,
  basketId: string,
  subject: ShopperSubject,
): Promise<BasketRow> {
  const [basket] = await db
    .select()
    .from(baskets)
    .where(ownedOpenBasket(basketId, subject))
    .limit(1);
  if (!basket) throw new ApiError('BSK404');
  return basket;
}

export interface BasketWork {
  /** Counts as a change: bumps the version. Reads only refresh the idle clock. */
  write: boolean;
  now: Date;
  /** The version the caller's change was made on; a different one refuses it (BSK409). */
  expectedVersion?: number;
  /** A basket last touched before this moment has expired (CART_IDLE_DAYS): BSK404, untouched. */
  idleBefore?: Date;
}

/** Why no basket was locked: another version (BSK409) or none of the subject's open (BSK404). */
async function refusalFor(
  tx: Database,
  basketId: string,
  subject: ShopperSubject,
  { expectedVersion, idleBefore }: BasketWork,
): Promise<ApiError> {
  if (expectedVersion === undefined) return new ApiError('BSK404');
  const [current] = await tx
    .select({ version: baskets.version })
    .from(baskets)
    .where(
      and(
        ownedOpenBasket(basketId, subject),
        idleBefore ? gte(baskets.updatedAt, idleBefore) : undefined,
      ),
    );
  if (!current) return new ApiError('BSK404');
  return new ApiError('BSK409', undefined, { data: { version: current.version } });
}

/**
 * The update withOwnedBasket locks the row with, one reusable query per shape: a write or a
 * read, checking the version or not, the idle clock or not.
 */
const lockingUpdates = new Map<string, ReturnType<typeof buildLockingUpdate>>();

function lockingUpdate(write: boolean, checksVersion: boolean, checksIdle: boolean) {
  const shape = `${write}|${checksVersion}|${checksIdle}`;
  let update = lockingUpdates.get(shape);
  if (!update) {
    update = buildLockingUpdate(write, checksVersion, checksIdle);
    lockingUpdates.set(shape, update);
  }
  return update;
}

function buildLockingUpdate(write: boolean, checksVersion: boolean, checksIdle: boolean) {
  return reusableQuery((db) =>
    db
      .update(baskets)
      .set({
        updatedAt: boundAsGiven('now'),
        ...(write ? { version: sql`${baskets.version} + 1` } : {}),
      })
      .where(
        and(
          ownedOpenBasketWhere(ownedOpenBasketPlaceholders),
          checksVersion ? eq(baskets.version, sql.placeholder('expectedVersion')) : undefined,
          checksIdle ? gte(baskets.updatedAt, sql.placeholder('idleBefore')) : undefined,
        ),
      )
      .returning(),
  );
}

/**
 * Runs `work` in a transaction holding the basket's row lock, so two tabs changing one cart
 * queue up instead of overwriting each other. The lock is taken by the update that refreshes
 * the idle clock (and bumps the version on writes), one round trip: a change made on an older
 * version, or a basket idle past `idleBefore`, is refused before anything is touched. `work`
 * gets the row as updated.
 */
export async function withOwnedBasket<T>(
  db: Database,
  basketId: string,
  subject: ShopperSubject,
  work: BasketWork,
  run: (tx: Database, basket: BasketRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => run(tx, await lockOwnedBasket(tx, basketId, subject, work)));
}

/** withOwnedBasket's lock, taken inside the caller's transaction: the row as updated. */
async function lockOwnedBasket(
  tx: Database,
  basketId: string,
  subject: ShopperSubject,
  work: BasketWork,
): Promise<BasketRow> {
  const { write, now, expectedVersion, idleBefore } = work;
  const lock = lockingUpdate(write, expectedVersion !== undefined, idleBefore !== undefined);
  // Placeholders skip Drizzle's column encoding: timestamps go as the text it would send.
  const [basket] = await lock(tx, {
    basketId,
    ...ownerValuesOf(subject),
    now: now.toISOString(),
    expectedVersion,
    idleBefore: idleBefore?.toISOString(),
  });
  if (!basket) throw await refusalFor(tx, basketId, subject, work);
  return basket;
}

/** The owner's newest open basket, or null; with `basketId`, that basket if it is open and theirs. */
export async function findOpenBasket(
  db: Database,
  owner: BasketOwner,
  basketId?: string,
): Promise<BasketRow | null> {
  const values = { ownerType: owner.ownerType, ownerId: owner.ownerId, basketId };
  const [basket] = await (basketId === undefined
    ? selectNewestOpenBasket(db, values)
    : selectOpenBasketById(db, values));
  return basket ?? null;
}

function buildOpenBasketSelect(byId: boolean) {
  return reusableQuery((db) =>
    db
      .select()
      .from(baskets)
      .where(
        and(
          byId ? eq(baskets.id, sql.placeholder('basketId')) : undefined,
          eq(baskets.ownerType, sql.placeholder('ownerType')),
          eq(baskets.ownerId, sql.placeholder('ownerId')),
          eq(baskets.status, 'open'),
        ),
      )
      .orderBy(desc(baskets.updatedAt))
      .limit(1),
  );
}

const selectNewestOpenBasket = buildOpenBasketSelect(false);
const selectOpenBasketById = buildOpenBasketSelect(true);

/**
 * The subject's open basket, made when there is none or theirs is idle past `idleDays` (the
 * sweep expires that one). Two tabs creating their first cart at
 * once share one: a transaction-scoped advisory lock on the owner serializes them. The cart
 * follows the storefront the shopper is on: prices are always read in the basket's currency,
 * so switching market only changes the currency, unless payments are already applied.
 */
export async function openBasketFor(
  db: Database,
  subject: ShopperSubject,
  locale: Locale,
  now: Date,
  idleDays: number,
): Promise<BasketRow> {
  return db.transaction(
    async (tx) => (await openBasketIn(tx, subject, locale, now, idleDays, 0)).basket,
  );
}

/**
 * openBasketFor inside the caller's transaction. A basket it makes starts at `newVersion`;
 * `created` says it is new in this transaction.
 */
async function openBasketIn(
  tx: Database,
  subject: ShopperSubject,
  locale: Locale,
  now: Date,
  idleDays: number,
  newVersion: number,
): Promise<{ basket: BasketRow; created: boolean }> {
  const { currency } = settingsFor(locale);
  // Sent first and in the same write as the lookup: the server runs the lookup once it holds
  // the lock, one round trip for both.
  const locked = tx
    .execute(sql`select pg_advisory_xact_lock(hashtext(${`basket:${subject.type}:${subject.id}`}))`)
    .execute();
  const [existing] = await Promise.all([findOpenBasket(tx, ownerOf(subject)), locked]);
  if (existing && !isIdleExpired(existing.updatedAt, now, idleDays)) {
    if (existing.locale === locale || existing.paymentInstruments.length > 0) {
      return { basket: existing, created: false };
    }
    const [moved] = await tx
      .update(baskets)
      .set({ locale, currency, updatedAt: now })
      .where(eq(baskets.id, existing.id))
      .returning();
    return { basket: moved!, created: false };
  }
  const [created] = await insertBasket(tx, {
    ...ownerOf(subject),
    currency,
    locale,
    now,
    version: newVersion,
  });
  return { basket: created!, created: true };
}

/**
 * Runs a change on the subject's bag (openBasketFor) in one transaction: finding or making the
 * bag, its row lock, the change and the reply: one BEGIN and COMMIT instead of two. As
 * withOwnedBasket, a change made on another version is refused (BSK409). A bag made here is
 * new to this transaction, so no one else can hold it: it needs no locking update.
 */
export async function withShopperBag<T>(
  db: Database,
  subject: ShopperSubject,
  bag: { locale: Locale; now: Date; idleDays: number; expectedVersion?: number },
  run: (tx: Database, basket: BasketRow) => Promise<T>,
): Promise<T> {
  const { locale, now, idleDays, expectedVersion } = bag;
  return db.transaction(async (tx) => {
    // A bag made here is born changed: version 1, as an empty bag (version 0) changed once.
    const opened = await openBasketIn(tx, subject, locale, now, idleDays, 1);
    if (opened.created) {
      if (expectedVersion !== undefined && expectedVersion !== 0) {
        throw new ApiError('BSK409', undefined, { data: { version: 0 } });
      }
      return run(tx, opened.basket);
    }
    const work = { write: true, now, expectedVersion };
    return run(tx, await lockOwnedBasket(tx, opened.basket.id, subject, work));
  });
}

const insertBasket = reusableQuery((db) =>
  db
    .insert(baskets)
    .values({
      ownerType: sql.placeholder('ownerType'),
      ownerId: sql.placeholder('ownerId'),
      currency: sql.placeholder('currency'),
      locale: sql.placeholder('locale'),
      createdAt: sql.placeholder('now'),
      updatedAt: sql.placeholder('now'),
      version: sql.placeholder('version'),
    })
    .returning(),
);

/**
 * A basket for one product-page wallet purchase: the product is bought on its own, whatever the
 * bag holds, and the bag stays as it is whatever the sheet does. The shopper's earlier ones
 * still open (a sheet cancelled or abandoned) are closed first, so there is at most one.
 * Placing it leaves a fresh empty product-page basket, not a new bag.
 */
export async function openProductPageBasket(
  db: Database,
  subject: ShopperSubject,
  locale: Locale,
  now: Date,
): Promise<BasketRow> {
  const owner = productPageOwnerOf(subject);
  const { currency } = settingsFor(locale);
  return db.transaction(async (tx) => {
    await tx
      .update(baskets)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          eq(baskets.ownerType, owner.ownerType),
          eq(baskets.ownerId, owner.ownerId),
          eq(baskets.status, 'open'),
        ),
      );
    const [created] = await tx
      .insert(baskets)
      .values({ ...owner, currency, locale, createdAt: now, updatedAt: now })
      .returning();
    return created!;
  });
}

/**
 * A new open basket for `owner`, in the given currency and language, empty but for the
 * `carried` checkout choices.
 */
export async function openNewBasket(
  db: Database,
  owner: BasketOwner & Pick<BasketRow, 'currency' | 'locale'>,
  now: Date,
  carried: Partial<Omit<BasketRow, 'id' | 'ownerType' | 'ownerId' | 'status'>> = {},
): Promise<BasketRow> {
  if (Object.keys(carried).length === 0) {
    const { ownerType, ownerId, currency, locale } = owner;
    const [created] = await insertBasket(db, {
      ownerType,
      ownerId,
      currency,
      locale,
      now,
      version: 0,
    });
    return created!;
  }
  const [created] = await db
    .insert(baskets)
    .values({
      ownerType: owner.ownerType,
      ownerId: owner.ownerId,
      currency: owner.currency,
      locale: owner.locale,
      ...carried,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return created!;
}

/**
 * A new open basket holding what `from` held: its lines (free gifts come back with their
 * promotion), addresses, email, coupons and delivery choices. A failed payment leaves the
 * shopper this new cart with the same lines.
 */
export async function reopenAsNewBasket(
  db: Database,
  from: BasketRow,
  now: Date,
): Promise<BasketRow> {
  const created = await openNewBasket(db, from, now, {
    shippingAddress: from.shippingAddress,
    billingAddress: from.billingAddress,
    email: from.email,
    couponCodes: from.couponCodes,
    shipmentMethods: from.shipmentMethods,
    inStoreSalesInfo: from.inStoreSalesInfo,
    customerConsumerId: from.customerConsumerId,
    handOverInStore: from.handOverInStore,
  });
  const lines = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, from.id), eq(basketItems.isBonus, false)));
  const copies = lines.map(({ id: _id, basketId: _basketId, createdAt: _createdAt, ...line }) => ({
    ...line,
    basketId: created.id,
    createdAt: now,
  }));
  if (copies.length > 0) await db.insert(basketItems).values(copies);
  return created;
}
