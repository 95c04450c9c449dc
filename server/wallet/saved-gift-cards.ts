import { and, asc, eq, gt } from 'drizzle-orm';
import type { SavedGiftCard } from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';
import type { Currency } from '@/lib/i18n/locales';
import { maskGiftCard, requireGiftCard } from '../checkout/gift-cards';
import type { Database } from '../db/client';
import { consumerGiftCards, giftCards } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * Gift cards a consumer keeps in the account (consumer_gift_cards). The card's own row holds
 * the balance, so the account always shows what is left; only the last four digits leave the
 * server.
 */
const giftCardColumns = {
  id: consumerGiftCards.id,
  number: giftCards.number,
  balanceMinor: giftCards.balanceMinor,
  currency: giftCards.currency,
  expiresAt: giftCards.expiresAt,
};

type GiftCardEntry = {
  id: string;
  number: string;
  balanceMinor: number;
  currency: string;
  expiresAt: Date | null;
};

export function toSavedGiftCard(entry: GiftCardEntry): SavedGiftCard {
  return {
    paymentInstrumentId: entry.id,
    ...maskGiftCard(entry.number),
    balance: toMajor(entry.balanceMinor),
    currency: entry.currency as Currency,
    expiresAt: entry.expiresAt?.toISOString() ?? null,
  };
}

/** Oldest first: the order the shopper added them in. */
export async function listSavedGiftCards(
  db: Database,
  consumerId: string,
): Promise<SavedGiftCard[]> {
  const rows = await db
    .select(giftCardColumns)
    .from(consumerGiftCards)
    .innerJoin(giftCards, eq(giftCards.number, consumerGiftCards.cardNumber))
    .where(eq(consumerGiftCards.consumerId, consumerId))
    .orderBy(asc(consumerGiftCards.createdAt));
  return rows.map(toSavedGiftCard);
}

/**
 * What the checkout offers: the saved gift cards in the cart's currency with something left,
 * but the ones the cart uses already.
 */
export async function usableSavedGiftCards(
  db: Database,
  consumerId: string,
  { currency, appliedNumbers }: { currency: Currency; appliedNumbers: readonly string[] },
): Promise<SavedGiftCard[]> {
  const rows = await db
    .select(giftCardColumns)
    .from(consumerGiftCards)
    .innerJoin(giftCards, eq(giftCards.number, consumerGiftCards.cardNumber))
    .where(
      and(
        eq(consumerGiftCards.consumerId, consumerId),
        eq(giftCards.currency, currency),
        gt(giftCards.balanceMinor, 0),
      ),
    )
    .orderBy(asc(consumerGiftCards.createdAt));
  return rows.filter((row) => !appliedNumbers.includes(row.number)).map(toSavedGiftCard);
}

/**
 * Saves a gift card after the checkout's own number and PIN check (GFC700 for either wrong,
 * then currency, expiry and balance); GFC300 when this account holds it already.
 */
export async function saveGiftCard(
  tx: Database,
  consumerId: string,
  giftCard: { number: string; pin: string },
  context: { currency: Currency; now: Date },
): Promise<SavedGiftCard> {
  const card = await requireGiftCard(tx, giftCard.number, giftCard.pin, context);
  const [saved] = await tx
    .insert(consumerGiftCards)
    .values({ consumerId, cardNumber: card.number, createdAt: context.now })
    .onConflictDoNothing()
    .returning({ id: consumerGiftCards.id });
  if (!saved) throw new ApiError('GFC300');
  return toSavedGiftCard({ ...card, id: saved.id });
}

/** The number of the owner's saved gift card; PYT404 for an unknown id and another's alike. */
export async function requireSavedGiftCardNumber(
  db: Database,
  consumerId: string,
  id: string,
): Promise<string> {
  const [saved] = await db
    .select({ number: consumerGiftCards.cardNumber })
    .from(consumerGiftCards)
    .where(and(eq(consumerGiftCards.id, id), eq(consumerGiftCards.consumerId, consumerId)))
    .limit(1);
  if (!saved) throw new ApiError('PYT404');
  return saved.number;
}

/** Removes the owner's saved gift card (the card itself keeps its balance); false if none. */
export async function dropSavedGiftCard(
  tx: Database,
  consumerId: string,
  id: string,
): Promise<boolean> {
  const removed = await tx
    .delete(consumerGiftCards)
    .where(and(eq(consumerGiftCards.id, id), eq(consumerGiftCards.consumerId, consumerId)))
    .returning({ id: consumerGiftCards.id });
  return removed.length > 0;
}
