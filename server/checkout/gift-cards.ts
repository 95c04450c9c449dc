import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { giftCards } from '../db/schema';
import { ApiError } from '../http/api-error';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** Spec 002 section 9: a gift card label shows the last four digits, the rest masked. */
export function maskGiftCard(number: string): { lastFour: string; maskedNumber: string } {
  const lastFour = number.slice(-4);
  return { lastFour, maskedNumber: `${'•'.repeat(Math.max(0, number.length - 4))}${lastFour}` };
}

/**
 * A usable gift card for the number and PIN, else the catalogue's answer: GFC700 unknown
 * number and GFC760 wrong PIN (the same message, so numbers cannot be probed), GFC725 another
 * currency, GFC812 expired, GFC740 nothing left. `lock` takes the row lock inside an order.
 */
export async function requireGiftCard(
  db: Database,
  number: string,
  pin: string,
  { currency, now, lock = false }: { currency: Currency; now: Date; lock?: boolean },
): Promise<GiftCardRow> {
  const query = db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  const [card] = lock ? await query.for('update') : await query;
  if (!card) throw new ApiError('GFC700');
  if (card.pin !== pin) throw new ApiError('GFC760', 'This gift card is not valid.');
  if (card.currency !== currency) {
    throw new ApiError(
      'GFC725',
      `This gift card is in ${card.currency}; this store sells in ${currency}.`,
    );
  }
  if (card.expiresAt && card.expiresAt.getTime() <= now.getTime()) throw new ApiError('GFC812');
  if (card.balanceMinor <= 0) throw new ApiError('GFC740');
  return card;
}
