import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { basketIdSchema } from '@/lib/contracts/cart';
import {
  addPaymentInstrumentRequestSchema,
  deviceFingerprintRequestSchema,
  giftCardBalanceRequestSchema,
  paymentSessionQuerySchema,
  removePaymentInstrumentRequestSchema,
  rewardRequestSchema,
  simulatorChallengeRequestSchema,
  simulatorRedirectQuerySchema,
  simulatorRedirectRequestSchema,
  type GiftCardBalanceResponse,
  type PaymentSessionResponse,
  type SimulatorRedirectDescription,
} from '@/lib/contracts/checkout';
import { toMajor } from '@/lib/format/money';
import { countryOf, settingsFor, toLanguageTag } from '@/lib/i18n/locales';
import { basketLocale, changeBasket, requireOwnedBasket, withOwnedBasket } from '../cart';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { isSimulator } from '../payments/provider-from-env';
import { PaymentProviderError } from '../payments/provider';
import { checkoutCall, checkoutChange, type CheckoutCall } from './checkout-call';
import type { CheckoutDependencies } from './checkout-dependencies';
import type { GiftCardAttempt } from './gift-card-attempts';
import { maskGiftCard, requireGiftCard } from './gift-cards';
import {
  addInstrument,
  removeInstrument,
  setLoyaltyVoucher,
  settleInstruments,
} from './instruments';
import { listPaymentMethods } from './payment-methods';
import { methodOffer } from './method-offer';

const basketParams = z.object({ basketId: basketIdSchema });

/** The keys a gift card check is limited by: never a header the client chooses. */
function giftCardAttempt(c: Context<ApiEnv>, call: CheckoutCall, number: string): GiftCardAttempt {
  return {
    number,
    shopper: `${call.subject.type}:${call.subject.id}`,
    address: c.get('clientAddress'),
  };
}

/** Payment methods, instruments, gift card balance, loyalty reward and payment session. */
export function paymentRoutes(deps: CheckoutDependencies) {
  const { payments } = deps;
  return new Hono<ApiEnv>()
    .get('/cart/v1/cart/:basketId/paymentMethods', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const reply = await withOwnedBasket(
        call.db,
        basketId,
        call.subject,
        { write: false, now: call.now },
        async (tx, basket) =>
          listPaymentMethods(
            tx,
            call.subject,
            await settleInstruments({ tx, basket, ...call }, { rowAsLocked: true }),
            methodOffer(c, deps),
          ),
      );
      return c.json(reply);
    })
    .post('/cart/v1/cart/:basketId/paymentInstruments', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const body = await readJsonBody(c, addPaymentInstrumentRequestSchema);
      const add = () =>
        changeBasket(
          call,
          basketId,
          (tx, basket) => addInstrument({ tx, basket, ...call }, body, methodOffer(c, deps)),
          checkoutChange,
        );
      return c.json(
        // A number and PIN typed in count towards the attempt limits; a saved card's id is not
        // guessable and answers PYT404 for anyone but its owner.
        body.payment_method_id === 'GIFT_CARD' && body.giftCard
          ? await deps.giftCardAttempts.check(giftCardAttempt(c, call, body.giftCard.number), add)
          : await add(),
      );
    })
    .delete('/cart/v1/cart/:basketId/paymentInstruments', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const body = await readJsonBody(c, removePaymentInstrumentRequestSchema);
      return c.json(
        await changeBasket(
          call,
          basketId,
          (tx, basket) => removeInstrument({ tx, basket, ...call }, body.payment_instrument_id),
          checkoutChange,
        ),
      );
    })
    .put('/cart/v1/cart/:basketId/reward', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { appliedLoyaltyVoucher } = await readJsonBody(c, rewardRequestSchema);
      return c.json(
        await changeBasket(
          call,
          basketId,
          (tx, basket) =>
            setLoyaltyVoucher({ tx, basket, ...call }, appliedLoyaltyVoucher?.points ?? null),
          checkoutChange,
        ),
      );
    })
    .post('/cart/v1/giftcard/balance', async (c) => {
      const call = checkoutCall(c, deps);
      const body = await readJsonBody(c, giftCardBalanceRequestSchema);
      // Numbers and PINs are short: the lookup is rate limited per address like sign-in.
      if (!(await deps.giftCardLookups.take(c.get('clientAddress')))) {
        throw new ApiError('AUT403', 'Too many attempts. Try again in a minute.');
      }
      const { currency } = settingsFor(c.get('request').locale);
      const card = await deps.giftCardAttempts
        .check(giftCardAttempt(c, call, body.number), () =>
          requireGiftCard(call.db, body.number, body.pin, { currency, now: call.now }),
        )
        .catch((error: unknown) => {
          // A balance check of a card with nothing left answers the balance (0), not an error.
          if (error instanceof ApiError && error.code === 'GFC740') return null;
          throw error;
        });
      const reply: GiftCardBalanceResponse = {
        ...maskGiftCard(body.number),
        balance: card ? toMajor(card.balanceMinor) : 0,
        currency,
        expiresAt: card?.expiresAt?.toISOString() ?? null,
      };
      return c.json(reply);
    })
    .get('/cart/v1/paymentSession', async (c) => {
      const call = checkoutCall(c, deps);
      const query = readQuery(c, paymentSessionQuerySchema);
      const basketState = await withOwnedBasket(
        call.db,
        query.basketId,
        call.subject,
        { write: false, now: call.now },
        async (tx, basket) => {
          const priced = await settleInstruments({ tx, basket, ...call });
          return {
            reference: `${basket.id}-${priced.basket.version}`,
            locale: basketLocale(basket),
            amount: { value: priced.totals.remainingToPay, currency: priced.currency },
          };
        },
      );
      // The provider is called after the basket's lock is released: it may take seconds.
      const { locale, amount } = basketState;
      let created;
      try {
        created = await payments.createSession({
          reference: basketState.reference,
          amount,
          locale,
          returnUrl: query.referer ?? `${deps.auth.publicBaseUrl}/${locale}/checkout`,
        });
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          throw new ApiError('PAY400', 'The payment service is unavailable. Try again shortly.');
        }
        throw error;
      }
      const session = { created, amount, locale };
      const reply: PaymentSessionResponse = {
        success: true,
        provider: payments.name,
        locale: toLanguageTag(session.locale),
        meta: {
          sessionID: session.created.id,
          ...(session.created.sessionData ? { sessionData: session.created.sessionData } : {}),
          ...(payments.clientKey ? { clientKey: payments.clientKey } : {}),
          environment: payments.environment,
          amount: session.amount,
          countryCode: countryOf(session.locale).toUpperCase(),
          paymentMethodId: query.paymentMethod ?? query.paymentMethodId,
        },
      };
      return c.json(reply);
    })
    .post('/cart/v1/deviceFingerPrint', async (c) => {
      const call = checkoutCall(c, deps);
      const body = await readJsonBody(c, deviceFingerprintRequestSchema);
      await requireOwnedBasket(call.db, body.cartId, call.subject);
      await deps.fingerprints.remember(body.cartId, body.fingerprint);
      return c.json({ success: true as const });
    })
    .post('/cart/v1/paymentSession/simulator/challenge', async (c) => {
      checkoutCall(c, deps);
      // Only the simulator has a challenge page of ours; with Adyen the issuer runs it.
      if (!isSimulator(payments)) throw new ApiError('API404', 'The payment simulator is off.');
      const { token, password } = await readJsonBody(c, simulatorChallengeRequestSchema);
      const result = payments.completeChallenge(token, password);
      if (!result)
        throw new ApiError('PAY400', 'This challenge has expired. Place the order again.');
      return c.json(result);
    })
    .get('/cart/v1/paymentSession/simulator/redirect', (c) => {
      // The simulated buy-now-pay-later provider's page (with Adyen the shopper goes to Klarna).
      // The signed token is the authority, as for Klarna's page: no session is needed to read
      // the order number and amount it carries, so the page can render on the server.
      if (!isSimulator(payments)) throw new ApiError('API404', 'The payment simulator is off.');
      const { token } = readQuery(c, simulatorRedirectQuerySchema);
      const redirect = payments.describeRedirect(token);
      if (!redirect)
        throw new ApiError('PAY400', 'This payment has expired. Place the order again.');
      const reply: SimulatorRedirectDescription = redirect;
      return c.json(reply);
    })
    .post('/cart/v1/paymentSession/simulator/redirect', async (c) => {
      checkoutCall(c, deps);
      if (!isSimulator(payments)) throw new ApiError('API404', 'The payment simulator is off.');
      const { token, approved } = await readJsonBody(c, simulatorRedirectRequestSchema);
      const result = payments.completeRedirect(token, approved);
      if (!result) throw new ApiError('PAY400', 'This payment has expired. Place the order again.');
      return c.json(result);
    });
}
