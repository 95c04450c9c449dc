import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '@/lib/contracts/checkout';
import type { Database } from '../db/client';
import { consumerPaymentCards, consumers } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { CardSummary } from '../payments/provider';

/**
 * The one owner of a consumer's saved cards (consumer_payment_cards): the account's list, the
 * checkout's saved-card choice and placement, and the card an order saves all come here.
 * A card belongs to the provider that stored it: a simulator token means nothing to Adyen, so
 * each list shows only the cards of the provider the store runs with.
 */
export type SavedCardRow = typeof consumerPaymentCards.$inferSelect;

interface Owner {
  consumerId: string;
  provider: ProviderName;
}

const ownedBy = ({ consumerId, provider }: Owner) =>
  and(eq(consumerPaymentCards.consumerId, consumerId), eq(consumerPaymentCards.provider, provider));

/**
 * Holds the consumer's row for the transaction, so two changes to one wallet (two first cards
 * both made main, a main card removed while another is chosen) run one after the other.
 */
export async function lockWallet(tx: Database, consumerId: string): Promise<void> {
  const [row] = await tx
    .select({ id: consumers.id })
    .from(consumers)
    .where(eq(consumers.id, consumerId))
    .for('update');
  if (!row) throw new ApiError('AUT498');
}

/** Main first, then the newest. */
export async function listSavedCards(db: Database, owner: Owner): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(consumerPaymentCards)
    .where(ownedBy(owner))
    .orderBy(desc(consumerPaymentCards.isMain), desc(consumerPaymentCards.createdAt));
}

/** The owner's card, or null: another shopper's card is not found, as an unknown id. */
export async function findSavedCard(
  db: Database,
  owner: Owner,
  cardId: string,
): Promise<SavedCardRow | null> {
  const [card] = await db
    .select()
    .from(consumerPaymentCards)
    .where(and(eq(consumerPaymentCards.id, cardId), ownedBy(owner)))
    .limit(1);
  return card ?? null;
}

/** The owner's card; PYT404 for an unknown id and another shopper's alike. */
export async function requireSavedCard(
  db: Database,
  owner: Owner,
  cardId: string,
): Promise<SavedCardRow> {
  const card = await findSavedCard(db, owner, cardId);
  if (!card) throw new ApiError('PYT404');
  return card;
}

/**
 * The owner's card that is this one: the same token (Adyen gives a card stored twice for one
 * shopper the same one), or the same brand, last four digits and expiry.
 */
async function findSameCard(db: Database, owner: Owner, token: string, card: CardSummary) {
  const [same] = await db
    .select()
    .from(consumerPaymentCards)
    .where(
      and(
        ownedBy(owner),
        or(
          eq(consumerPaymentCards.token, token),
          and(
            eq(consumerPaymentCards.brand, card.brand),
            eq(consumerPaymentCards.lastFour, card.lastFour),
            eq(consumerPaymentCards.expiryMonth, card.expiryMonth ?? 0),
            eq(consumerPaymentCards.expiryYear, card.expiryYear ?? 0),
          ),
        ),
      ),
    )
    .limit(1);
  return same ?? null;
}

/**
 * Keeps a card the provider stored. Spec 001 section 4: the first card of an account is its
 * main one. Answers the existing row instead when the card is saved already (`created` false),
 * so the account can refuse it (PYT300) and an order paid with it can leave it be.
 */
export async function keepSavedCard(
  tx: Database,
  owner: Owner,
  token: string,
  card: CardSummary,
): Promise<{ card: SavedCardRow; created: boolean }> {
  const same = await findSameCard(tx, owner, token, card);
  if (same) return { card: same, created: false };
  const others = await listSavedCards(tx, owner);
  const [created] = await tx
    .insert(consumerPaymentCards)
    .values({
      consumerId: owner.consumerId,
      provider: owner.provider,
      token,
      brand: card.brand,
      lastFour: card.lastFour,
      expiryMonth: card.expiryMonth ?? 12,
      expiryYear: card.expiryYear ?? new Date().getUTCFullYear(),
      holderName: card.holderName ?? '',
      isMain: others.length === 0,
    })
    .returning();
  return { card: created!, created: true };
}

/** Makes the card the owner's one main card. */
export async function makeMainCard(tx: Database, owner: Owner, cardId: string): Promise<void> {
  await requireSavedCard(tx, owner, cardId);
  await tx
    .update(consumerPaymentCards)
    .set({ isMain: false })
    .where(and(ownedBy(owner), ne(consumerPaymentCards.id, cardId)));
  await tx
    .update(consumerPaymentCards)
    .set({ isMain: true })
    .where(eq(consumerPaymentCards.id, cardId));
}

/** Drops the card; when it was the main one, the newest other card becomes main. */
export async function dropSavedCard(tx: Database, owner: Owner, card: SavedCardRow): Promise<void> {
  await tx.delete(consumerPaymentCards).where(eq(consumerPaymentCards.id, card.id));
  if (!card.isMain) return;
  const [next] = await listSavedCards(tx, owner);
  if (next) {
    await tx
      .update(consumerPaymentCards)
      .set({ isMain: true })
      .where(eq(consumerPaymentCards.id, next.id));
  }
}
