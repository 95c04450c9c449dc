import type { PaymentMethodsResponse } from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';
import type { ShopperSubject } from '../auth/subject';
import type { PricedBasket } from '../cart';
import type { Database } from '../db/client';
import type { ConsumerRow } from '../db/schema';
import { listSavedCards } from '../wallet/saved-cards';
import { usableSavedGiftCards } from '../wallet/saved-gift-cards';
import { dueOf } from './instruments';
import { offeredVoucher, voucherFor, voucherOptions } from './loyalty-vouchers';
import { isTerminalOffered, remainderMethodProblem, type MethodOffer } from './method-offer';
import { loadConsumer } from './shopper';

function loyaltyProblem(consumer: ConsumerRow | null): string | undefined {
  if (!consumer) return 'REW401';
  if (!consumer.isLoyaltyMember) return 'REW130';
  if (!consumer.loyaltyOptInDate) return 'REW135';
  return undefined;
}

/** GET paymentMethods: what can pay this basket now, and why not when it cannot. */
export async function listPaymentMethods(
  db: Database,
  subject: ShopperSubject,
  priced: PricedBasket,
  offer: MethodOffer,
): Promise<PaymentMethodsResponse> {
  const { provider } = offer;
  const consumer = await loadConsumer(db, subject);
  const remaining = priced.totals.remainingToPay;
  const nothingLeft = remaining === 0;
  const sellsGiftCards = priced.lines.some((line) => line.facts.kind === 'giftcard');
  const loyalty = loyaltyProblem(consumer);
  const entry = (id: PaymentMethodsResponse['paymentMethods'][number]['id'], reason?: string) => ({
    id,
    applicable: !reason,
    ...(reason ? { reason } : {}),
  });
  const methods: PaymentMethodsResponse['paymentMethods'] = [
    {
      ...entry('CREDIT_CARD', remainderMethodProblem('CREDIT_CARD', offer, nothingLeft)),
      brands: ['visa', 'mc', 'amex'],
    },
    entry('GIFT_CARD', sellsGiftCards || nothingLeft ? 'GFC725' : undefined),
    entry('LOYALTY_POINTS', loyalty),
    entry('REWARD_CODE', nothingLeft ? 'PYT400' : undefined),
    entry('KLARNA', remainderMethodProblem('KLARNA', offer, nothingLeft)),
    entry('PAYPAL', remainderMethodProblem('PAYPAL', offer, nothingLeft)),
    entry('DW_APPLE_PAY', remainderMethodProblem('DW_APPLE_PAY', offer, nothingLeft)),
  ];
  // The store's terminal is named only at a till that has one.
  if (isTerminalOffered(offer)) {
    methods.push({
      ...entry('POS_TERMINAL', remainderMethodProblem('POS_TERMINAL', offer, nothingLeft)),
      simulated: offer.terminal?.kind === 'simulator',
    });
  }
  // Athletes' rewards payment only once nothing is left to pay.
  if (consumer?.isAthlete)
    methods.push(entry('ATHLETES_PAYMENT', nothingLeft ? undefined : 'PYT400'));
  const savedCards = consumer
    ? await listSavedCards(db, { consumerId: consumer.id, provider: provider.name })
    : [];
  const savedGiftCards = consumer
    ? await usableSavedGiftCards(db, consumer.id, {
        currency: priced.currency,
        appliedNumbers: priced.basket.paymentInstruments
          .filter((i) => i.methodId === 'GIFT_CARD')
          .map((i) => String(i.data.number)),
      })
    : [];
  const due = dueOf(priced) + priced.totals.appliedRewards;
  const options = consumer && !loyalty ? voucherOptions(consumer.loyaltyPoints, due) : [];
  const applied = priced.basket.appliedLoyaltyVoucher
    ? voucherFor(priced.basket.appliedLoyaltyVoucher.points)
    : null;
  return {
    provider: provider.name,
    paymentMethods: methods,
    savedCards: savedCards.map((card) => ({
      id: card.id,
      brand: card.brand,
      lastFour: card.lastFour,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      holderName: card.holderName,
      main: card.isMain,
    })),
    savedGiftCards,
    loyalty:
      consumer && !loyalty
        ? {
            currentLoyaltyPoints: consumer.loyaltyPoints,
            applicableLoyaltyVouchers: options,
            offeredVoucher: offeredVoucher(options),
            appliedVoucher: applied
              ? {
                  points: applied.points,
                  amountInCurrency: toMajor(applied.amountMinor),
                  available: true,
                  eligible: true,
                }
              : null,
          }
        : null,
    remainingToPay: toMajor(remaining),
    currency: priced.currency,
  };
}
