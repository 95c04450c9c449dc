import { eq } from 'drizzle-orm';
import type { Cart } from '@/lib/contracts/cart';
import type { Database } from '../db/client';
import { baskets } from '../db/schema';
import { toCartResponse } from './cart-response';
import { priceBasket, type PricingOptions } from './price-basket';
import { loadSaveForLater } from './save-for-later';

/**
 * Prices the (locked) basket and answers with the full Cart. Flash messages are shown once:
 * the reply carries them and the basket forgets them.
 */
export async function buildCartReply(
  db: Database,
  basketId: string,
  options: PricingOptions,
): Promise<Cart> {
  const priced = await priceBasket(db, basketId, options);
  const flash = priced.basket.flash;
  if (flash.length > 0) await db.update(baskets).set({ flash: [] }).where(eq(baskets.id, basketId));
  const saveForLater = await loadSaveForLater(db, options.subject, priced.basket, options.now);
  return toCartResponse(priced, { flash, saveForLater });
}
