import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Currency } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import { giftCards } from '../db/schema';
import { ApiError } from '../http/api-error';

export type GiftCardRow = typeof giftCards.$inferSelect;

/** A gift card label shows the last four digits, the rest masked. */
export function maskGiftCard(number: string): { lastFour: string; maskedNumber: string } {
  const lastFour = number.slice(-4);
  return { lastFour, maskedNumber: `${'•'.repeat(Math.max(0, number.length - 4))}${lastFour}` };
}

/** Compared against when the number is unknown, so both answers take the same work. */
const DECOY_PIN = '00000000';

/** Compares digests, so neither where the PINs differ nor their lengths show in the time taken. */
function samePin(stored: string, given: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(stored), digest(given));
}

/** The answer to a number and PIN that do not match a card: the same whichever was wrong. */
export function invalidGiftCard(): ApiError {
  return new ApiError('GFC700');
}

export function isInvalidGiftCard(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'GFC700';
}

/**
 * A usable gift card for the number and PIN, else the catalogue's answer: GFC700 for an unknown
 * number or a wrong PIN alike (same code, message and work, so numbers cannot be probed), then,
 * only for the right PIN, GFC725 another currency, GFC812 expired, GFC740 nothing left.
 */
export async function requireGiftCard(
  db: Database,
  number: string,
  pin: string,
  { currency, now }: { currency: Currency; now: Date },
): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  const pinMatches = samePin(card?.pin ?? DECOY_PIN, pin);
  if (!card || !pinMatches) throw invalidGiftCard();
  return requireUsable(card, { currency, now });
}

/**
 * A gift card saved in the consumer's account, whose PIN was checked when it was saved: the
 * same answers as `requireGiftCard` after the PIN.
 */
export async function requireSavedGiftCard(
  db: Database,
  number: string,
  context: { currency: Currency; now: Date },
): Promise<GiftCardRow> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.number, number)).limit(1);
  if (!card) throw invalidGiftCard();
  return requireUsable(card, context);
}

function requireUsable(
  card: GiftCardRow,
  { currency, now }: { currency: Currency; now: Date },
): GiftCardRow {
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
