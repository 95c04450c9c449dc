import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contracts/cart';
import type { Locale } from '@/lib/i18n/locales';
import type { ShopperSubject } from '../auth/subject';
import type { Database } from '../db/client';
import { baskets, type BasketRow } from '../db/schema';
import { withOwnedBasket, withShopperBag } from './basket-store';
import { toCartResponse } from './cart-response';
import { priceBasket, priceLockedBasket, type PricingOptions } from './price-basket';
import { loadSaveForLater } from './save-for-later';
import { loadTillSale } from './till-sale';

/**
 * Prices the (locked) basket and answers with the full Cart. Flash messages are shown once:
 * the reply carries them and the basket forgets them. The saved-for-later list is read beside
 * the pricing: it needs only the basket's currency and language, which no change under the
 * lock moves. `rowAsLocked`: `basket` is still the row as locked (priceLockedBasket).
 */
export async function buildCartReply(
  db: Database,
  basket: BasketRow,
  options: PricingOptions,
  rowAsLocked = false,
): Promise<Cart> {
  const [priced, saveForLater] = await Promise.all([
    rowAsLocked ? priceLockedBasket(db, basket, options) : priceBasket(db, basket.id, options),
    loadSaveForLater(db, options.subject, basket, options.now),
  ]);
  const flash = priced.basket.flash;
  if (flash.length > 0)
    await db.update(baskets).set({ flash: [] }).where(eq(baskets.id, basket.id));
  const tillSale = await loadTillSale(db, priced.basket);
  return toCartResponse(priced, { flash, saveForLater, tillSale });
}

/** A shopper's request to the cart or checkout: who asks, when, and on which cart version. */
export interface BasketCall {
  db: Database;
  subject: ShopperSubject;
  now: Date;
  /** The cart version the page's change was made on (x-basket-version), when it sent one. */
  expectedVersion?: number;
}

export interface ChangeOptions {
  /** Re-checks stock (and moves lines that ran out); checkout's own steps leave it off. */
  checkInventory?: boolean;
  /** Offers a pickup fallback at this store when home delivery runs out. */
  favStoreId?: string | null;
  /** The change writes lines only, never the basket's row: pricing reuses the locked row. */
  linesOnly?: boolean;
}

/**
 * The one way a shopper's change reaches a basket: under its row lock, on the version the page
 * saw, answered with the whole Cart.
 */
export async function changeBasket(
  { db, subject, now, expectedVersion }: BasketCall,
  basketId: string,
  change: BasketChange,
  options: ChangeOptions = {},
): Promise<Cart> {
  return withOwnedBasket(
    db,
    basketId,
    subject,
    { write: true, now, expectedVersion },
    changeAndReply({ db, subject, now }, change, options),
  );
}

/** changeBasket on the shopper's bag, made first when they have none (withShopperBag). */
export async function changeShopperBag(
  { db, subject, now, expectedVersion }: BasketCall,
  bag: { locale: Locale; idleDays: number },
  change: BasketChange,
  options: ChangeOptions = {},
): Promise<Cart> {
  return withShopperBag(
    db,
    subject,
    { ...bag, now, expectedVersion },
    changeAndReply({ db, subject, now }, change, options),
  );
}

/**
 * A change's last write, handed back still on its way: nothing in the change waits on it, so
 * the reply's reads go to the database right behind it, in the same round trip.
 */
export interface WriteInFlight {
  inFlight: Promise<unknown>;
}

type BasketChange = (tx: Database, basket: BasketRow) => Promise<void | WriteInFlight>;

function changeAndReply(
  { subject, now }: BasketCall,
  change: BasketChange,
  { checkInventory = true, favStoreId = null, linesOnly = false }: ChangeOptions,
) {
  return async (tx: Database, basket: BasketRow): Promise<Cart> => {
    const changed = await change(tx, basket);
    const pricing = { now, subject, favStoreId, checkInventory };
    const reply = buildCartReply(tx, basket, pricing, linesOnly);
    // A failed write fails the reads queued behind it too; the write's own error is the one
    // that rejects first.
    const [, cart] = await Promise.all([changed?.inFlight, reply]);
    return cart;
  };
}
