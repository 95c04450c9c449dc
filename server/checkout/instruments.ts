import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_GIFT_CARDS, type AddPaymentInstrumentRequest } from '@/lib/contracts/checkout';
import type { Currency } from '@/lib/i18n/locales';
import type { ShopperSubject } from '../auth/subject';
import { priceBasket, priceLockedBasket, remainingToPayOf, type PricedBasket } from '../cart';
import type { Database } from '../db/client';
import {
  type BasketRow,
  baskets,
  giftCards,
  rewardCodes,
  type StoredPaymentInstrument,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { maskGiftCard, requireGiftCard, requireSavedGiftCard } from './gift-cards';
import { remainderMethodProblem, type MethodOffer } from './method-offer';
import { loadConsumer, requireLoyaltyMember } from './shopper';
import { voucherFor } from './loyalty-vouchers';
import { requireSavedCard } from '../wallet/saved-cards';
import { requireSavedGiftCardNumber } from '../wallet/saved-gift-cards';

/** Instruments that reduce what is left to pay, capped by what they hold. */
const reducingMethods: readonly string[] = ['GIFT_CARD', 'REWARD_CODE', 'REWARD_CARD'];
/** Instruments that pay what is left: at most one of them on a cart. */
const remainderMethods: readonly string[] = [
  'CREDIT_CARD',
  'KLARNA',
  'PAYPAL',
  'DW_APPLE_PAY',
  'ATHLETES_PAYMENT',
];

interface InstrumentContext {
  tx: Database;
  basket: BasketRow;
  subject: ShopperSubject;
  now: Date;
}

function capOf(instrument: StoredPaymentInstrument): number {
  const cap = instrument.data.capMinor;
  return typeof cap === 'number' ? cap : instrument.amountMinor;
}

/**
 * Spreads what is due (total less loyalty rewards) over the reducing instruments in the order
 * they were applied, each up to what it holds, so a total that went down never leaves a gift
 * card charged for more than the order. Remainder instruments carry no amount.
 */
export function settleAmounts(
  instruments: StoredPaymentInstrument[],
  dueMinor: number,
): StoredPaymentInstrument[] {
  let left = dueMinor;
  return instruments.map((instrument) => {
    if (!reducingMethods.includes(instrument.methodId)) return { ...instrument, amountMinor: 0 };
    const amountMinor = Math.min(capOf(instrument), Math.max(0, left));
    left -= amountMinor;
    return { ...instrument, amountMinor };
  });
}

export function dueOf(priced: PricedBasket): number {
  return priced.totals.total - priced.totals.appliedRewards;
}

/**
 * Re-prices and re-settles the basket's instruments; returns the priced basket after it.
 * `rowAsLocked`: ctx.basket is still the row as locked, so pricing need not read it again.
 */
export async function settleInstruments(
  { tx, basket, subject, now }: InstrumentContext,
  { checkInventory = false, rowAsLocked = false } = {},
): Promise<PricedBasket> {
  const options = { now, subject, checkInventory };
  const priced = rowAsLocked
    ? await priceLockedBasket(tx, basket, options)
    : await priceBasket(tx, basket.id, options);
  const settled = settleAmounts(priced.basket.paymentInstruments, dueOf(priced));
  const changed = settled.some(
    (s, i) => s.amountMinor !== priced.basket.paymentInstruments[i]?.amountMinor,
  );
  if (!changed) return priced;
  await tx.update(baskets).set({ paymentInstruments: settled }).where(eq(baskets.id, basket.id));
  // What the instruments take changes only what is left to pay: the basket is not priced again.
  const paid = settled.reduce((sum, instrument) => sum + instrument.amountMinor, 0);
  return {
    ...priced,
    basket: { ...priced.basket, paymentInstruments: settled },
    totals: { ...priced.totals, remainingToPay: remainingToPayOf(priced.totals, paid) },
  };
}

async function saveInstruments(
  tx: Database,
  basketId: string,
  instruments: StoredPaymentInstrument[],
) {
  await tx.update(baskets).set({ paymentInstruments: instruments }).where(eq(baskets.id, basketId));
}

function hasGiftCardLines(priced: PricedBasket): boolean {
  return priced.lines.some((line) => line.facts.kind === 'giftcard');
}

type GiftCardRequest = Extract<AddPaymentInstrumentRequest, { payment_method_id: 'GIFT_CARD' }>;

/** The number of the gift card asked for: typed in, or saved in the signed-in consumer's account. */
async function giftCardNumberOf(ctx: InstrumentContext, request: GiftCardRequest) {
  if (request.giftCard) return request.giftCard.number;
  if (ctx.subject.type !== 'consumer' || !request.payment_instrument_id) {
    throw new ApiError('PYT404');
  }
  return requireSavedGiftCardNumber(ctx.tx, ctx.subject.id, request.payment_instrument_id);
}

async function giftCardInstrument(
  ctx: InstrumentContext,
  priced: PricedBasket,
  request: GiftCardRequest,
): Promise<StoredPaymentInstrument> {
  const number = await giftCardNumberOf(ctx, request);
  const current = priced.basket.paymentInstruments;
  if (current.some((i) => i.methodId === 'GIFT_CARD' && i.data.number === number)) {
    throw new ApiError('GFC755');
  }
  if (current.filter((i) => i.methodId === 'GIFT_CARD').length >= MAX_GIFT_CARDS) {
    throw new ApiError('GFC410', `At most ${MAX_GIFT_CARDS} gift cards can pay for one order.`);
  }
  // A gift card cannot buy another gift card: it would turn stored value into cash.
  if (hasGiftCardLines(priced))
    throw new ApiError('GFC725', 'Gift cards cannot pay for gift cards.');
  const context = { currency: priced.currency, now: ctx.now };
  const card = request.giftCard
    ? await requireGiftCard(ctx.tx, number, request.giftCard.pin, context)
    : await requireSavedGiftCard(ctx.tx, number, context);
  return {
    id: randomUUID(),
    methodId: 'GIFT_CARD',
    amountMinor: 0,
    data: { number: card.number, capMinor: card.balanceMinor, display: maskGiftCard(card.number) },
  };
}

async function rewardCodeInstrument(
  ctx: InstrumentContext,
  priced: PricedBasket,
  code: string,
): Promise<StoredPaymentInstrument> {
  if (
    priced.basket.paymentInstruments.some(
      (i) => i.methodId === 'REWARD_CODE' && i.data.code === code,
    )
  ) {
    throw new ApiError('PRM416');
  }
  const [reward] = await ctx.tx
    .select()
    .from(rewardCodes)
    .where(eq(rewardCodes.code, code))
    .limit(1);
  // A code tied to someone else reads as unknown, so codes cannot be probed.
  if (
    !reward ||
    (reward.consumerId && ctx.subject.type === 'consumer' && reward.consumerId !== ctx.subject.id)
  ) {
    throw new ApiError('PRM130');
  }
  if (reward.consumerId && ctx.subject.type !== 'consumer') throw new ApiError('REW401');
  if (reward.redeemedOrderNumber) throw new ApiError('PRM150');
  if (reward.expiresAt && reward.expiresAt.getTime() <= ctx.now.getTime())
    throw new ApiError('PRM155');
  if (reward.currency !== priced.currency) throw new ApiError('PRM130');
  return {
    id: randomUUID(),
    methodId: 'REWARD_CODE',
    amountMinor: 0,
    data: { code: reward.code, capMinor: reward.amountMinor, display: { code: reward.code } },
  };
}

async function savedCardInstrument(
  ctx: InstrumentContext,
  cardId: string | undefined,
  offer: MethodOffer,
): Promise<StoredPaymentInstrument> {
  if (!cardId) return { id: randomUUID(), methodId: 'CREDIT_CARD', amountMinor: 0, data: {} };
  if (ctx.subject.type !== 'consumer') throw new ApiError('PYT404');
  const card = await requireSavedCard(
    ctx.tx,
    { consumerId: ctx.subject.id, provider: offer.provider.name },
    cardId,
  );
  return {
    id: randomUUID(),
    methodId: 'CREDIT_CARD',
    amountMinor: 0,
    data: { savedCardId: card.id, display: { brand: card.brand, lastFour: card.lastFour } },
  };
}

/**
 * Adds an instrument to the locked basket. Reducing instruments join the list; a remainder
 * method (card, buy now pay later, wallet, athlete payment) replaces the one before.
 */
export async function addInstrument(
  ctx: InstrumentContext,
  request: AddPaymentInstrumentRequest,
  offer: MethodOffer,
) {
  const priced = await settleInstruments(ctx);
  const current = priced.basket.paymentInstruments;
  let added: StoredPaymentInstrument;
  switch (request.payment_method_id) {
    case 'GIFT_CARD':
      if (priced.totals.remainingToPay === 0)
        throw new ApiError('GFC725', 'Nothing is left to pay.');
      added = await giftCardInstrument(ctx, priced, request);
      break;
    case 'REWARD_CODE':
      if (priced.totals.remainingToPay === 0)
        throw new ApiError('PYT400', 'Nothing is left to pay.');
      added = await rewardCodeInstrument(ctx, priced, request.rewardCode);
      break;
    case 'ATHLETES_PAYMENT': {
      const consumer = await loadConsumer(ctx.tx, ctx.subject);
      if (!consumer?.isAthlete)
        throw new ApiError('PYT404', 'The athlete payment is for athletes only.');
      // The rewards (athlete) payment only when nothing is left to pay.
      if (priced.totals.remainingToPay > 0) {
        throw new ApiError(
          'PYT400',
          'The athlete payment is possible once nothing is left to pay.',
        );
      }
      added = { id: randomUUID(), methodId: 'ATHLETES_PAYMENT', amountMinor: 0, data: {} };
      break;
    }
    case 'CREDIT_CARD':
      added = await savedCardInstrument(ctx, request.payment_instrument_id, offer);
      break;
    default: {
      // A wallet or buy now pay later method the store does not offer now (Apple Pay without its
      // settings) is refused here as the methods reply says, not only at placement.
      const notOffered = remainderMethodProblem(request.payment_method_id, offer, false);
      if (notOffered) {
        throw new ApiError(notOffered, 'This store does not offer this payment method.');
      }
      added = { id: randomUUID(), methodId: request.payment_method_id, amountMinor: 0, data: {} };
    }
  }
  const kept = remainderMethods.includes(added.methodId)
    ? current.filter((i) => !remainderMethods.includes(i.methodId))
    : current;
  await saveInstruments(ctx.tx, ctx.basket.id, [...kept, added]);
  await settleInstruments(ctx);
}

export async function removeInstrument(ctx: InstrumentContext, instrumentId: string) {
  const current = ctx.basket.paymentInstruments;
  if (!current.some((i) => i.id === instrumentId)) throw new ApiError('PYT404');
  await saveInstruments(
    ctx.tx,
    ctx.basket.id,
    current.filter((i) => i.id !== instrumentId),
  );
  await settleInstruments(ctx);
}

/** PUT reward: applies the loyalty voucher of that many points, or removes it (null). */
export async function setLoyaltyVoucher(ctx: InstrumentContext, points: number | null) {
  if (points === null) {
    await ctx.tx
      .update(baskets)
      .set({ appliedLoyaltyVoucher: null })
      .where(eq(baskets.id, ctx.basket.id));
    await settleInstruments(ctx);
    return;
  }
  const member = requireLoyaltyMember(await loadConsumer(ctx.tx, ctx.subject));
  const voucher = voucherFor(points);
  if (!voucher)
    throw new ApiError('ATTR200', 'No voucher has that many points.', {
      field: 'body.appliedLoyaltyVoucher.points',
    });
  if (member.loyaltyPoints < voucher.points) throw new ApiError('REW140');
  await ctx.tx
    .update(baskets)
    .set({ appliedLoyaltyVoucher: voucher })
    .where(eq(baskets.id, ctx.basket.id));
  await settleInstruments(ctx);
}

/** Gift card rows touched by an order, locked, with what each must give. */
export async function lockGiftCards(
  tx: Database,
  instruments: StoredPaymentInstrument[],
  currency: Currency,
) {
  const wanted = instruments.filter((i) => i.methodId === 'GIFT_CARD' && i.amountMinor > 0);
  const sorted = [...wanted].sort((a, b) =>
    String(a.data.number).localeCompare(String(b.data.number)),
  );
  const locked: { number: string; amountMinor: number }[] = [];
  for (const instrument of sorted) {
    const number = String(instrument.data.number);
    const [card] = await tx
      .select()
      .from(giftCards)
      .where(eq(giftCards.number, number))
      .for('update');
    if (!card || card.currency !== currency || card.balanceMinor < instrument.amountMinor) {
      throw new ApiError(
        'GFC740',
        `The gift card ending ${number.slice(-4)} no longer covers its amount.`,
      );
    }
    locked.push({ number, amountMinor: instrument.amountMinor });
  }
  return locked;
}
