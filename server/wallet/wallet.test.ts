import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAdditionalData } from '@/lib/contracts/checkout';
import { paymentMethodsResponseSchema } from '@/lib/contracts/checkout';
import {
  paymentInstrumentsResponseSchema,
  type PaymentInstrumentsResponse,
} from '@/lib/contracts/payment-instruments';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import {
  guestShopper,
  setupCartApi,
  shopperCalls,
  signedInShopper,
  variantOf,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import {
  AUTHORISED_CARD,
  CHALLENGE_CARD,
  readyCart,
  testCard,
} from '../checkout/testing/checkout-test-kit';
import { consumerPaymentCards, giftCards } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { CARD_SAVES_PER_HOUR } from './routes';

const { call, db } = setupCartApi();

const PATH = '/consumers-v3/consumer/payment_instruments';
const MASTERCARD = '5555341244441115';
const GIFT_PIN = '4821';

beforeAll(async () => {
  await setOnlineStock(db(), await variantOf(db(), SEED_IDS.regularShoe), 10_000);
});

let cardCount = 0;
async function newGiftCard(balanceMinor = 5000): Promise<string> {
  cardCount += 1;
  const number = `6006460${String(cardCount).padStart(9, '0')}`;
  await db().insert(giftCards).values({ number, pin: GIFT_PIN, currency: 'USD', balanceMinor });
  return number;
}

function wallet(shopper: Shopper) {
  const { send, failure } = shopperCalls(call, shopper);
  const recaptcha_response = offlineRecaptchaToken('savePaymentMethod');
  return {
    send,
    failure,
    list: async (): Promise<PaymentInstrumentsResponse> => {
      const reply = await send(PATH, 'GET');
      expect(reply.status).toBe(200);
      return paymentInstrumentsResponseSchema.parse(reply.json);
    },
    cardBody: (card: PaymentAdditionalData) => ({
      payment_method_id: 'CREDIT_CARD',
      card,
      recaptcha_response,
    }),
    giftCardBody: (number: string, pin = GIFT_PIN) => ({
      payment_method_id: 'GIFT_CARD',
      giftCard: { number, pin },
      recaptcha_response,
    }),
    addCard: async (card: PaymentAdditionalData) => {
      const reply = await send(PATH, 'POST', {
        payment_method_id: 'CREDIT_CARD',
        card,
        recaptcha_response,
      });
      expect(reply.status, JSON.stringify(reply.json)).toBe(201);
      return (reply.json as { card: { paymentInstrumentId: string } }).card;
    },
  };
}

describe('saved cards', () => {
  it('saves a card as the provider token, first one main, and answers card.paymentInstrumentId', async () => {
    const shopper = await signedInShopper(call, db());
    const account = wallet(shopper);
    const card = await account.addCard(testCard(AUTHORISED_CARD));
    expect(card).toMatchObject({ brand: 'visa', lastFour: '1111', main: true });
    const list = await account.list();
    expect(list.cards).toEqual([
      {
        paymentInstrumentId: card.paymentInstrumentId,
        brand: 'visa',
        lastFour: '1111',
        expiryMonth: 3,
        expiryYear: 2030,
        holderName: 'Alex Runner',
        main: true,
      },
    ]);
    expect(list.cardEntry).toEqual({ provider: 'simulator', environment: 'test' });
    // Nothing the page can read holds the card number, nor does the stored token.
    expect(JSON.stringify(list)).not.toContain(AUTHORISED_CARD);
    const [row] = await db()
      .select({ token: consumerPaymentCards.token })
      .from(consumerPaymentCards)
      .where(eq(consumerPaymentCards.id, card.paymentInstrumentId));
    const tokenBody = Buffer.from(row!.token.split('.')[1] ?? '', 'base64url').toString('utf8');
    expect(`${row!.token} ${tokenBody}`).not.toContain(AUTHORISED_CARD);
  });

  it('refuses the same card twice with PYT300', async () => {
    const account = wallet(await signedInShopper(call, db()));
    await account.addCard(testCard(AUTHORISED_CARD));
    const again = await account.failure(PATH, 'POST', account.cardBody(testCard(AUTHORISED_CARD)));
    expect(again).toMatchObject({ status: 409, errorId: 'PYT300' });
    expect(again.message).toContain('1111');
    expect((await account.list()).cards).toHaveLength(1);
  });

  it('declines what a payment declines: refused, fraud, expired, wrong code, a challenge', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const tries: [PaymentAdditionalData, string][] = [
      [testCard(AUTHORISED_CARD, { holderName: 'DECLINED' }), 'PAY400'],
      [testCard(AUTHORISED_CARD, { holderName: 'FRAUD' }), 'PYT402'],
      [testCard(AUTHORISED_CARD, { encryptedExpiryYear: 'test_2020' }), 'FE309'],
      [testCard(AUTHORISED_CARD, { encryptedSecurityCode: 'test_000' }), 'PAY400'],
      [testCard(CHALLENGE_CARD), 'PAY400'],
      [testCard('4000000000000002'), 'PAY400'],
    ];
    for (const [card, code] of tries) {
      const failure = await account.failure(PATH, 'POST', account.cardBody(card));
      expect(failure.errorId, card.holderName ?? card.encryptedCardNumber).toBe(code);
    }
    expect((await account.list()).cards).toEqual([]);
  });

  it('keeps one main card: PATCH moves it, removing the main one promotes another', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const visa = await account.addCard(testCard(AUTHORISED_CARD));
    const mc = await account.addCard(testCard(MASTERCARD));
    expect(mc).toMatchObject({ main: false });

    const patched = await account.send(`${PATH}/${mc.paymentInstrumentId}`, 'PATCH', {
      main: true,
    });
    expect(patched.status).toBe(200);
    const mains = (list: PaymentInstrumentsResponse) =>
      list.cards.filter((c) => c.main).map((c) => c.paymentInstrumentId);
    expect(mains(paymentInstrumentsResponseSchema.parse(patched.json))).toEqual([
      mc.paymentInstrumentId,
    ]);

    const removed = await account.send(`${PATH}/${mc.paymentInstrumentId}`, 'DELETE');
    expect(removed.status).toBe(200);
    const after = paymentInstrumentsResponseSchema.parse(removed.json);
    expect(after.cards.map((c) => [c.paymentInstrumentId, c.main])).toEqual([
      [visa.paymentInstrumentId, true],
    ]);
  });

  it("answers PYT404 for another shopper's card, and for a malformed id", async () => {
    const owner = wallet(await signedInShopper(call, db()));
    const card = await owner.addCard(testCard(AUTHORISED_CARD));
    const stranger = wallet(await signedInShopper(call, db()));
    const target = `${PATH}/${card.paymentInstrumentId}`;
    expect(await stranger.failure(target, 'PATCH', { main: true })).toMatchObject({
      status: 404,
      errorId: 'PYT404',
    });
    expect(await stranger.failure(target, 'DELETE')).toMatchObject({
      status: 404,
      errorId: 'PYT404',
    });
    expect((await stranger.failure(`${PATH}/not-an-id`, 'DELETE')).errorId).toBe('PYT404');
    expect((await stranger.list()).cards).toEqual([]);
    expect((await owner.list()).cards).toHaveLength(1);
  });

  it('is for signed-in consumers only, and checks reCAPTCHA on save', async () => {
    const guest = wallet(await guestShopper(call));
    expect((await guest.failure(PATH, 'GET')).errorId).toBe('AUT404');
    expect(
      (await guest.failure(PATH, 'POST', guest.cardBody(testCard(AUTHORISED_CARD)))).errorId,
    ).toBe('AUT404');

    const account = wallet(await signedInShopper(call, db()));
    const body = { ...account.cardBody(testCard(AUTHORISED_CARD)), recaptcha_response: 'forged' };
    expect(await account.failure(PATH, 'POST', body)).toMatchObject({ errorId: 'AUT403' });
  });

  it('limits how many cards one account may try in an hour', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const declined = account.cardBody(testCard(AUTHORISED_CARD, { holderName: 'DECLINED' }));
    for (let i = 0; i < CARD_SAVES_PER_HOUR; i += 1) {
      expect((await account.failure(PATH, 'POST', declined)).errorId).toBe('PAY400');
    }
    expect(
      await account.failure(PATH, 'POST', account.cardBody(testCard(AUTHORISED_CARD))),
    ).toMatchObject({ status: 429, errorId: 'PYT429' });
  });

  it('is the list the checkout offers, and the card pays an order', async () => {
    const shopper = await signedInShopper(call, db());
    const card = await wallet(shopper).addCard(testCard(MASTERCARD));
    const cart = await readyCart(call, db(), shopper);
    const methods = paymentMethodsResponseSchema.parse(
      await cart.checkout.ok(`/cart/v1/cart/${cart.basketId}/paymentMethods`, 'GET'),
    );
    expect(methods.savedCards.map((c) => c.id)).toEqual([card.paymentInstrumentId]);
    const body = cart.checkout.placeBody(cart.basketId, {});
    const reply = await cart.checkout.send('/cart/v2/checkout/order', 'PUT', {
      ...body,
      paymentMethod: { ...body.paymentMethod, id: card.paymentInstrumentId },
    });
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    expect(reply.json).toMatchObject({ status: 'Created' });
  });
});

describe('saved gift cards', () => {
  it('saves a gift card after its number and PIN check, masked, with its balance', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const number = await newGiftCard(3250);
    const reply = await account.send(PATH, 'POST', account.giftCardBody(number));
    expect(reply.status).toBe(201);
    const { giftCards: saved } = await account.list();
    expect(saved).toEqual([
      {
        paymentInstrumentId: expect.any(String),
        maskedNumber: `••••••••••••${number.slice(-4)}`,
        lastFour: number.slice(-4),
        balance: 32.5,
        currency: 'USD',
        expiresAt: null,
      },
    ]);
    expect(JSON.stringify(saved)).not.toContain(number);
  });

  it('answers GFC300 for a gift card saved already, and GFC700 for a wrong PIN', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const number = await newGiftCard();
    expect((await account.send(PATH, 'POST', account.giftCardBody(number))).status).toBe(201);
    expect(await account.failure(PATH, 'POST', account.giftCardBody(number))).toMatchObject({
      status: 409,
      errorId: 'GFC300',
    });
    const other = await newGiftCard();
    expect((await account.failure(PATH, 'POST', account.giftCardBody(other, '9999'))).errorId).toBe(
      'GFC700',
    );
  });

  it('locks gift card checks after repeated wrong PINs, as the checkout does', async () => {
    const account = wallet(await signedInShopper(call, db()));
    const number = await newGiftCard();
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(
        (await account.failure(PATH, 'POST', account.giftCardBody(number, '0000'))).errorId,
      );
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('GFC700'));
    // Locked now, even with the right PIN.
    expect(answers[5]).toBe('AUT403');
    expect((await account.failure(PATH, 'POST', account.giftCardBody(number))).errorId).toBe(
      'AUT403',
    );
  });

  it("removes a saved gift card; another shopper's is a 404", async () => {
    const owner = wallet(await signedInShopper(call, db()));
    const number = await newGiftCard();
    const reply = await owner.send(PATH, 'POST', owner.giftCardBody(number));
    const id = (reply.json as { giftCard: { paymentInstrumentId: string } }).giftCard
      .paymentInstrumentId;
    const stranger = wallet(await signedInShopper(call, db()));
    expect((await stranger.failure(`${PATH}/${id}`, 'DELETE')).errorId).toBe('PYT404');
    expect((await owner.send(`${PATH}/${id}`, 'DELETE')).status).toBe(200);
    expect((await owner.list()).giftCards).toEqual([]);
  });
});

describe('saved gift cards at checkout', () => {
  it('offers a saved gift card in the cart currency and applies it without the PIN', async () => {
    const shopper = await signedInShopper(call, db());
    const number = await newGiftCard(2000);
    const added = await wallet(shopper).send(PATH, 'POST', wallet(shopper).giftCardBody(number));
    const { paymentInstrumentId } = (added.json as { giftCard: { paymentInstrumentId: string } })
      .giftCard;
    const cart = await readyCart(call, db(), shopper);
    const methodsPath = `/cart/v1/cart/${cart.basketId}/paymentMethods`;
    const before = paymentMethodsResponseSchema.parse(await cart.checkout.ok(methodsPath, 'GET'));
    expect(before.savedGiftCards.map((c) => c.paymentInstrumentId)).toEqual([paymentInstrumentId]);

    const applied = (await cart.checkout.ok(
      `/cart/v1/cart/${cart.basketId}/paymentInstruments`,
      'POST',
      { payment_method_id: 'GIFT_CARD', payment_instrument_id: paymentInstrumentId },
    )) as { payment_instruments: { payment_method_id: string; amount: number }[] };
    expect(applied.payment_instruments).toContainEqual(
      expect.objectContaining({ payment_method_id: 'GIFT_CARD', amount: 20 }),
    );
    // Applied now: no longer offered.
    const after = paymentMethodsResponseSchema.parse(await cart.checkout.ok(methodsPath, 'GET'));
    expect(after.savedGiftCards).toEqual([]);
  });

  it("answers PYT404 for another shopper's saved gift card, and for a guest", async () => {
    const owner = await signedInShopper(call, db());
    const number = await newGiftCard();
    const added = await wallet(owner).send(PATH, 'POST', wallet(owner).giftCardBody(number));
    const { paymentInstrumentId } = (added.json as { giftCard: { paymentInstrumentId: string } })
      .giftCard;
    const body = { payment_method_id: 'GIFT_CARD', payment_instrument_id: paymentInstrumentId };
    for (const shopper of [await signedInShopper(call, db()), await guestShopper(call)]) {
      const cart = await readyCart(call, db(), shopper);
      const failure = await cart.checkout.failure(
        `/cart/v1/cart/${cart.basketId}/paymentInstruments`,
        'POST',
        body,
      );
      expect(failure).toMatchObject({ status: 404, errorId: 'PYT404' });
    }
  });
});
