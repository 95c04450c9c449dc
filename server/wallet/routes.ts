import { Hono, type Context } from 'hono';
import {
  savePaymentInstrumentRequestSchema,
  paymentInstrumentParamsSchema,
  updatePaymentInstrumentRequestSchema,
  type PaymentInstrumentsResponse,
} from '@/lib/contracts/payment-instruments';
import { settingsFor } from '@/lib/i18n/locales';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { requireConsumer } from '../auth/session';
import type { CheckoutDependencies } from '../checkout/checkout-dependencies';
import { requireConsumerRow } from '../consumer/consumer-row';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams } from '../http/validation';
import { PaymentProviderError } from '../payments/provider';
import { createRateLimiter } from '../security/rate-limit';
import { saveCard, toSavedCardInstrument } from './save-card';
import {
  dropSavedCard,
  findSavedCard,
  listSavedCards,
  lockWallet,
  makeMainCard,
  requireSavedCard,
} from './saved-cards';
import { dropSavedGiftCard, listSavedGiftCards, saveGiftCard } from './saved-gift-cards';

const INSTRUMENTS_PATH = '/consumers-v3/consumer/payment_instruments';
/**
 * New cards a consumer may try an hour: each is an authorisation at the issuer, so a stolen
 * session cannot test a list of card numbers through the account.
 */
export const CARD_SAVES_PER_HOUR = 10;

/**
 * The signed-in consumer's saved payment methods (spec 001 section 7). Cards go through the
 * payment provider (a zero-amount authorisation stores them), gift cards through the checkout's
 * number and PIN check with its attempt limits. Anything not the caller's answers PYT404.
 */
export function walletRoutes(deps: CheckoutDependencies) {
  const { payments: provider, auth } = deps;
  const cardSaves = createRateLimiter({
    name: 'card-saves',
    state: auth.state,
    limit: CARD_SAVES_PER_HOUR,
    windowMs: 60 * 60_000,
    now: () => auth.clock.now().getTime(),
  });

  const ownerOf = (c: Context<ApiEnv>) => ({
    consumerId: requireConsumer(c).id,
    provider: provider.name,
  });

  async function walletOf(c: Context<ApiEnv>): Promise<PaymentInstrumentsResponse> {
    const owner = ownerOf(c);
    const db = c.get('db');
    const [cards, giftCards] = await Promise.all([
      listSavedCards(db, owner),
      listSavedGiftCards(db, owner.consumerId),
    ]);
    return {
      cards: cards.map(toSavedCardInstrument),
      giftCards,
      cardEntry: {
        provider: provider.name,
        environment: provider.environment,
        ...(provider.clientKey ? { clientKey: provider.clientKey } : {}),
      },
    };
  }

  /** The provider forgets the card first: a card the account no longer shows is never charged. */
  async function forgetAtProvider(token: string, consumerId: string) {
    try {
      await provider.forgetCard({ storedCardToken: token, shopperId: consumerId });
    } catch (error) {
      // Gone already at the provider: nothing left to forget.
      if (error instanceof PaymentProviderError && error.status === 404) return;
      if (error instanceof PaymentProviderError) {
        throw new ApiError('PAY400', 'The payment service is unavailable. Try again shortly.');
      }
      throw error;
    }
  }

  return new Hono<ApiEnv>()
    .get(INSTRUMENTS_PATH, async (c) => c.json(await walletOf(c)))
    .post(INSTRUMENTS_PATH, async (c) => {
      const { consumerId } = ownerOf(c);
      const body = await readJsonBody(c, savePaymentInstrumentRequestSchema);
      await requireRecaptcha(c, auth.recaptcha, body.recaptcha_response, 'savePaymentMethod');
      const db = c.get('db');
      const { locale } = c.get('request');
      if (body.payment_method_id === 'GIFT_CARD') {
        const context = { currency: settingsFor(locale).currency, now: auth.clock.now() };
        const giftCard = await deps.giftCardAttempts.check(
          {
            number: body.giftCard.number,
            shopper: `consumer:${consumerId}`,
            address: c.get('clientAddress'),
          },
          () =>
            db.transaction(async (tx) => {
              await lockWallet(tx, consumerId);
              return saveGiftCard(tx, consumerId, body.giftCard, context);
            }),
        );
        return c.json({ giftCard }, 201);
      }
      if (!(await cardSaves.take(consumerId))) throw new ApiError('PYT429');
      const consumer = await requireConsumerRow(db, consumerId);
      const card = await saveCard(
        {
          db,
          log: c.get('log'),
          provider,
          consumerId,
          email: consumer.email,
          locale,
          publicBaseUrl: auth.publicBaseUrl,
          shopperIP: c.get('clientAddress'),
        },
        body.card,
      );
      return c.json({ card }, 201);
    })
    .patch(`${INSTRUMENTS_PATH}/:paymentInstrumentId`, async (c) => {
      const owner = ownerOf(c);
      const { paymentInstrumentId } = readParams(c, paymentInstrumentParamsSchema);
      await readJsonBody(c, updatePaymentInstrumentRequestSchema);
      await c.get('db').transaction(async (tx) => {
        await lockWallet(tx, owner.consumerId);
        await makeMainCard(tx, owner, paymentInstrumentId);
      });
      return c.json(await walletOf(c));
    })
    .delete(`${INSTRUMENTS_PATH}/:paymentInstrumentId`, async (c) => {
      const owner = ownerOf(c);
      const { paymentInstrumentId } = readParams(c, paymentInstrumentParamsSchema);
      const db = c.get('db');
      const card = await findSavedCard(db, owner, paymentInstrumentId);
      if (card) {
        await forgetAtProvider(card.token, owner.consumerId);
        await db.transaction(async (tx) => {
          await lockWallet(tx, owner.consumerId);
          // Read again under the lock: the main flag may have moved since.
          const current = await requireSavedCard(tx, owner, paymentInstrumentId);
          await dropSavedCard(tx, owner, current);
        });
      } else if (!(await dropSavedGiftCard(db, owner.consumerId, paymentInstrumentId))) {
        throw new ApiError('PYT404');
      }
      return c.json(await walletOf(c));
    });
}
