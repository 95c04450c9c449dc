import { randomUUID } from 'node:crypto';
import type { SavedCardInstrument } from '@/lib/contracts/payment-instruments';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { refusalError } from '../checkout/placement-replies';
import type { Database } from '../db/client';
import { ApiError } from '../http/api-error';
import type { Logger } from '../http/logger';
import {
  PaymentProviderError,
  type PaymentOutcome,
  type PaymentProvider,
  type StoreCardInput,
} from '../payments/provider';
import { keepSavedCard, lockWallet, type SavedCardRow } from './saved-cards';

export function toSavedCardInstrument(card: SavedCardRow): SavedCardInstrument {
  return {
    paymentInstrumentId: card.id,
    brand: card.brand,
    lastFour: card.lastFour,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName,
    main: card.isMain,
  };
}

export interface CardSaveCall {
  db: Database;
  log: Logger;
  provider: PaymentProvider;
  consumerId: string;
  email: string;
  locale: Locale;
  publicBaseUrl: string;
  shopperIP: string;
}

async function askProvider(call: CardSaveCall, card: StoreCardInput['card']) {
  try {
    return await call.provider.storeCard({
      // Each save is its own zero-amount authorisation: a retry is a new attempt, as at Adyen.
      idempotencyKey: `card-save:${randomUUID()}`,
      reference: `CARD-${randomUUID()}`,
      currency: settingsFor(call.locale).currency,
      card,
      shopperId: call.consumerId,
      email: call.email,
      locale: call.locale,
      returnUrl: `${call.publicBaseUrl}/${call.locale}/account/payment-methods`,
      origin: call.publicBaseUrl,
      shopperIP: call.shopperIP,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      call.log.warn({ err: error }, 'card save: payment service failed');
      throw new ApiError('PAY400', 'The payment service is unavailable. Try again shortly.');
    }
    throw error;
  }
}

/** The stored card's token and summary, or the refusal the checkout gives for the same answer. */
function storedCardOf(call: CardSaveCall, outcome: PaymentOutcome) {
  if (outcome.resultCode === 'Authorised') {
    if (outcome.storedToken && outcome.card) {
      return { token: outcome.storedToken, card: outcome.card };
    }
    // Adyen keeps the token out of its answer unless the account includes recurring details.
    call.log.error({ pspReference: outcome.pspReference }, 'card save: authorised, no token');
    throw new ApiError('PAY400', 'The card could not be saved. Try again later.');
  }
  if ('action' in outcome) {
    // A 3-D Secure challenge or redirect on a zero-amount authorisation: the account's form has
    // no challenge step, the checkout has (docs/checkout.md, "Saved payment methods").
    throw new ApiError(
      'PAY400',
      'This card asks for a security check: save it while paying at checkout instead.',
      { data: { refusalReason: 'Authentication required' } },
    );
  }
  throw refusalError(outcome.refusalReason);
}

/**
 * Saves a new card: the provider checks it with a zero-amount authorisation and stores it
 * (its declines decline the save); PYT300 when this account holds the same card already.
 */
export async function saveCard(
  call: CardSaveCall,
  card: StoreCardInput['card'],
): Promise<SavedCardInstrument> {
  const stored = storedCardOf(call, await askProvider(call, card));
  const owner = { consumerId: call.consumerId, provider: call.provider.name };
  const kept = await call.db.transaction(async (tx) => {
    await lockWallet(tx, call.consumerId);
    return keepSavedCard(tx, owner, stored.token, stored.card);
  });
  if (!kept.created) {
    if (kept.card.token !== stored.token) await forgetQuietly(call, stored.token);
    throw new ApiError(
      'PYT300',
      `The ${kept.card.brand.toUpperCase()} card ending ${kept.card.lastFour} is already saved.`,
    );
  }
  return toSavedCardInstrument(kept.card);
}

/** A token the store will not keep is dropped at the provider; a failure there is only logged. */
export async function forgetQuietly(
  call: Pick<CardSaveCall, 'provider' | 'consumerId' | 'log'>,
  token: string,
) {
  try {
    await call.provider.forgetCard({ storedCardToken: token, shopperId: call.consumerId });
  } catch (error) {
    call.log.warn({ err: error }, 'card save: the provider kept a token the store dropped');
  }
}
