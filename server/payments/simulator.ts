import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { currencies } from '@/lib/i18n/locales';
import { isExpiryValid } from './card-expiry';
import type {
  AuthorisationInput,
  CardSummary,
  DetailsRequest,
  PaymentOutcome,
  PaymentProvider,
  RefundRequest,
} from './provider';
import { readToken, signToken } from './signed-token';
import { createMemoryLedger, isPaymentOutcome, type SimulatorLedger } from './simulator-ledger';
import {
  DECLINED_HOLDER_NAME,
  FRAUD_HOLDER_NAME,
  TEST_CHALLENGE_PASSWORD,
  findTestCard,
  securityCodeFor,
  testCards,
} from './test-cards';

/**
 * The built-in payment service used while no Adyen keys are set. It answers like Adyen's
 * test environment (docs/checkout.md lists the cards): the page's card form sends the card
 * fields as Adyen accepts unencrypted test data, `test_<value>`, and only to this server.
 * Nothing leaves the machine.
 */

const CHALLENGE_TTL_MS = 15 * 60 * 1000;
/** The simulated provider's page, as Adyen's hosted pages are, is good for this long. */
const REDIRECT_TTL_MS = 30 * 60 * 1000;
/** Adyen's name for the buy-now-pay-later method the simulator stands in for. */
const BNPL_METHOD_TYPE = 'klarna';
/** The simulated buy-now-pay-later provider's credit limit, in minor units. */
export const SIMULATED_BNPL_LIMIT_MINOR = 100_000;

/** A saved card's token names the test card by its place in the list, never by its number. */
const storedCardSchema = z.object({
  card: z.number().int().nonnegative(),
  expiryMonth: z.number(),
  expiryYear: z.number(),
  holderName: z.string(),
});
const challengeSchema = z.object({
  pspReference: z.string(),
  card: z.object({
    brand: z.string(),
    lastFour: z.string(),
    expiryMonth: z.number().optional(),
    expiryYear: z.number().optional(),
    holderName: z.string().optional(),
  }),
  storedToken: z.string().optional(),
  expiresAt: z.number(),
});
const challengeResultSchema = challengeSchema.omit({ expiresAt: true }).extend({
  transStatus: z.enum(['Y', 'N']),
});

const redirectSchema = z.object({
  pspReference: z.string(),
  reference: z.string(),
  paymentMethodType: z.string(),
  amount: z.object({ value: z.number().int(), currency: z.enum(currencies) }),
  returnUrl: z.string(),
  expiresAt: z.number(),
});
const redirectResultSchema = z.object({ pspReference: z.string(), approved: z.boolean() });

/** What the simulated provider page shows about the payment it asks the shopper to confirm. */
export type SimulatedRedirect = Pick<
  z.infer<typeof redirectSchema>,
  'reference' | 'paymentMethodType' | 'amount'
>;

export interface SimulatorOptions {
  secret: () => string;
  now?: () => Date;
  /** Where its answers are kept; the store passes the database's, tests may keep them in memory. */
  ledger?: SimulatorLedger;
}

function unwrapTestValue(value: string | undefined): string {
  return value?.startsWith('test_') ? value.slice('test_'.length).replace(/\s/g, '') : '';
}

function newPspReference(): string {
  return `SIM${randomBytes(8).toString('hex').toUpperCase()}`;
}

function refused(refusalReason: string, refusalReasonCode: string): PaymentOutcome {
  return {
    resultCode: 'Refused',
    pspReference: newPspReference(),
    refusalReason,
    refusalReasonCode,
  };
}

export function createSimulatorProvider({
  secret,
  now = () => new Date(),
  ledger = createMemoryLedger(),
}: SimulatorOptions) {
  function cardOutcome(
    request: Pick<AuthorisationInput, 'card' | 'storedCardToken' | 'saveCard' | 'shopperId'>,
  ): PaymentOutcome {
    const stored = request.storedCardToken
      ? storedCardSchema.safeParse(readToken('simcard', request.storedCardToken, secret()))
      : undefined;
    if (stored && !stored.success) return refused('Invalid Card Number', '8');
    const number = stored
      ? (testCards[stored.data.card]?.number ?? '')
      : unwrapTestValue(request.card?.encryptedCardNumber);
    const month =
      stored?.data.expiryMonth ?? Number(unwrapTestValue(request.card?.encryptedExpiryMonth));
    const year =
      stored?.data.expiryYear ?? Number(unwrapTestValue(request.card?.encryptedExpiryYear));
    const holderName = (stored?.data.holderName ?? request.card?.holderName ?? '').trim();
    const card = findTestCard(number);
    if (!card) return refused('Invalid Card Number', '8');
    if (!isExpiryValid(month, year, now())) return refused('Expired Card', '6');
    // A saved card is charged without its security code, as with Adyen's stored details.
    if (!stored && unwrapTestValue(request.card?.encryptedSecurityCode) !== securityCodeFor(card)) {
      return refused('CVC Declined', '24');
    }
    if (holderName.toUpperCase() === DECLINED_HOLDER_NAME) return refused('Refused', '2');
    if (holderName.toUpperCase() === FRAUD_HOLDER_NAME) return refused('FRAUD', '20');
    const summary: CardSummary = {
      brand: card.brand,
      lastFour: number.slice(-4),
      expiryMonth: month,
      expiryYear: year < 100 ? 2000 + year : year,
      holderName,
    };
    const storedToken =
      request.saveCard && request.shopperId && !stored
        ? signToken(
            'simcard',
            {
              card: testCards.indexOf(card),
              expiryMonth: month,
              expiryYear: summary.expiryYear,
              holderName,
            },
            secret(),
          )
        : undefined;
    const pspReference = newPspReference();
    if (card.challenge) {
      const token = signToken(
        'simchallenge',
        { pspReference, card: summary, storedToken, expiresAt: now().getTime() + CHALLENGE_TTL_MS },
        secret(),
      );
      return {
        resultCode: 'ChallengeShopper',
        pspReference,
        action: {
          type: 'threeDS2',
          subtype: 'challenge',
          paymentMethodType: 'scheme',
          token,
          paymentData: pspReference,
        },
      };
    }
    return {
      resultCode: 'Authorised',
      pspReference,
      card: summary,
      ...(storedToken ? { storedToken } : {}),
    };
  }

  function walletOutcome(request: AuthorisationInput): PaymentOutcome {
    if (request.method === 'KLARNA') {
      // The simulated provider's credit check: a limit, and a refusal trigger like the cards'.
      if (request.amount.value > SIMULATED_BNPL_LIMIT_MINOR)
        return refused('Not enough balance', '5');
      if (request.billingAddress.lastName.trim().toUpperCase() === DECLINED_HOLDER_NAME) {
        return refused('Refused', '2');
      }
      return redirectToProviderPage(request);
    }
    if (!request.walletToken) return refused('Invalid Card Number', '8');
    if (request.walletToken.toUpperCase().includes(DECLINED_HOLDER_NAME))
      return refused('Refused', '2');
    return { resultCode: 'Authorised', pspReference: newPspReference() };
  }

  /**
   * Accepted by the credit check: like Klarna through Adyen, the shopper confirms on the
   * provider's own page (ours, /{locale}/dev/payment-provider) and comes back to the return
   * URL with a `redirectResult`.
   */
  function redirectToProviderPage(request: AuthorisationInput): PaymentOutcome {
    const pspReference = newPspReference();
    const token = signToken(
      'simredirect',
      {
        pspReference,
        reference: request.reference,
        paymentMethodType: BNPL_METHOD_TYPE,
        amount: request.amount,
        returnUrl: request.returnUrl,
        expiresAt: now().getTime() + REDIRECT_TTL_MS,
      },
      secret(),
    );
    const page = new URL(`/${request.locale}/dev/payment-provider`, request.origin);
    page.searchParams.set('token', token);
    return {
      resultCode: 'RedirectShopper',
      pspReference,
      action: {
        type: 'redirect',
        method: 'GET',
        url: page.toString(),
        paymentMethodType: BNPL_METHOD_TYPE,
        paymentData: pspReference,
      },
    };
  }

  function readRedirect(token: string) {
    const redirect = redirectSchema.safeParse(readToken('simredirect', token, secret()));
    if (!redirect.success || redirect.data.expiresAt < now().getTime()) return null;
    return redirect.data;
  }

  /** The outcome of a shopper's return from the provider page, checked against this payment. */
  function redirectOutcome(
    redirectResult: string,
    paymentData: string | undefined,
  ): PaymentOutcome {
    const result = redirectResultSchema.safeParse(
      readToken('simredirectresult', redirectResult, secret()),
    );
    if (!result.success || (paymentData !== undefined && paymentData !== result.data.pspReference))
      return refused('Invalid redirect result', '0');
    if (!result.data.approved) {
      return {
        resultCode: 'Cancelled',
        pspReference: result.data.pspReference,
        refusalReason: 'Cancelled by the shopper',
      };
    }
    return { resultCode: 'Authorised', pspReference: result.data.pspReference };
  }

  function challengeOutcome(
    threeDSResult: string,
    paymentData: string | undefined,
  ): PaymentOutcome {
    const result = challengeResultSchema.safeParse(readToken('simresult', threeDSResult, secret()));
    // The result must belong to this payment (paymentData is its PSP reference) and pass.
    const passed =
      result.success &&
      result.data.transStatus === 'Y' &&
      (paymentData === undefined || paymentData === result.data.pspReference);
    if (!passed || !result.success) return refused('3D Not Authenticated', '11');
    return {
      resultCode: 'Authorised',
      pspReference: result.data.pspReference,
      card: result.data.card,
      ...(result.data.storedToken ? { storedToken: result.data.storedToken } : {}),
    };
  }

  const provider: PaymentProvider & {
    completeChallenge(
      token: string,
      password: string,
    ): { threeDS2Result: string; transStatus: 'Y' | 'N' } | null;
    describeRedirect(token: string): SimulatedRedirect | null;
    completeRedirect(token: string, approved: boolean): { returnUrl: string } | null;
  } = {
    name: 'simulator',
    environment: 'test',
    async createSession(request) {
      return { id: `SIMSESSION${request.reference}` };
    },
    // Adyen answers a repeated idempotency key with the first answer; so does the simulator,
    // whose ledger keeps the first answer under a key: one write, no lookup before it.
    async authorise(request) {
      const outcome =
        request.method === 'CREDIT_CARD' ? cardOutcome(request) : walletOutcome(request);
      return ledger.keep(request.idempotencyKey, outcome);
    },
    async submitDetails(request: DetailsRequest) {
      const earlier = await ledger.find(request.idempotencyKey);
      if (isPaymentOutcome(earlier)) return earlier;
      const { result } = request;
      const outcome =
        'redirectResult' in result
          ? redirectOutcome(result.redirectResult, request.paymentData)
          : challengeOutcome(
              'threeDS2Result' in result ? result.threeDS2Result : '',
              request.paymentData,
            );
      return ledger.keep(request.idempotencyKey, outcome);
    },
    /** The same checks as a payment (its declines decline a save); the token is the card, signed. */
    async storeCard(request) {
      const earlier = await ledger.find(request.idempotencyKey);
      if (isPaymentOutcome(earlier)) return earlier;
      const outcome = cardOutcome({
        card: request.card,
        saveCard: true,
        shopperId: request.shopperId,
      });
      return ledger.keep(request.idempotencyKey, outcome);
    },
    // Its tokens are self-contained: once the store drops one, nothing else holds the card.
    async forgetCard() {},
    async recall(idempotencyKey) {
      const answer = await ledger.find(idempotencyKey);
      return isPaymentOutcome(answer) ? answer : 'not-received';
    },
    /**
     * Refunds and cancellations settle at once, as Adyen's test environment confirms them
     * moments later; the receipt is kept under the key, so a retried refund pays back once.
     */
    async refund(request: RefundRequest) {
      return ledger.keep(request.idempotencyKey, {
        pspReference: newPspReference(),
        settled: true,
      });
    },
    /**
     * The issuer's challenge page: "password" passes. The signed result goes back through
     * the order PATCH, as the 3-D Secure 2 component's result does with Adyen.
     */
    completeChallenge(token, password) {
      const challenge = challengeSchema.safeParse(readToken('simchallenge', token, secret()));
      if (!challenge.success || challenge.data.expiresAt < now().getTime()) return null;
      const transStatus = password === TEST_CHALLENGE_PASSWORD ? 'Y' : 'N';
      const { expiresAt: _expiresAt, ...payment } = challenge.data;
      const threeDS2Result = signToken('simresult', { ...payment, transStatus }, secret());
      return { threeDS2Result, transStatus };
    },
    /** What the provider page shows: the amount and the order it pays. */
    describeRedirect(token) {
      const redirect = readRedirect(token);
      if (!redirect) return null;
      const { reference, paymentMethodType, amount } = redirect;
      return { reference, paymentMethodType, amount };
    },
    /**
     * The shopper's answer on the provider page: the return URL with a signed
     * `redirectResult`, which only this simulator can have made.
     */
    completeRedirect(token, approved) {
      const redirect = readRedirect(token);
      if (!redirect) return null;
      const redirectResult = signToken(
        'simredirectresult',
        { pspReference: redirect.pspReference, approved },
        secret(),
      );
      const returnUrl = new URL(redirect.returnUrl);
      returnUrl.searchParams.set('redirectResult', redirectResult);
      return { returnUrl: returnUrl.toString() };
    },
  };
  return provider;
}

export type SimulatorProvider = ReturnType<typeof createSimulatorProvider>;
