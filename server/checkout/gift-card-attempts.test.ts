import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartClient,
  guestShopper,
  setupCartApi,
  variantOf,
  type Shopper,
} from '../cart/testing/cart-test-kit';
import { setOnlineStock } from '../cart/testing/catalog-facts';
import { giftCards } from '../db/schema';
import { SEED_IDS } from '../db/seed/fixtures';
import { CLIENT_ADDRESS_HEADER } from '../entry/client-address.mjs';
import { GIFT_CARD_ATTEMPT_LIMITS } from './gift-card-attempts';
import { checkoutClient } from './testing/checkout-test-kit';

const { call, db, clock } = setupCartApi();

const PIN = '4821';
const WRONG_PIN = '4822';

beforeAll(async () => {
  await setOnlineStock(db(), await variantOf(db(), SEED_IDS.regularShoe), 10_000);
});

let count = 0;
const next = () => (count += 1);
/** Each test works from its own addresses, shoppers and cards, so one test's counts stay its own. */
const newAddress = () => {
  const n = next();
  return `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`;
};
const unknownNumber = () => `6006480${String(next()).padStart(9, '0')}`;

async function newCard(): Promise<string> {
  const number = `6006470${String(next()).padStart(9, '0')}`;
  await db().insert(giftCards).values({ number, pin: PIN, currency: 'USD', balanceMinor: 5000 });
  return number;
}

/** Moves the clock on; the shopper's session refreshes as the page would after 15 minutes. */
async function later(ms: number, ...shoppers: Shopper[]) {
  clock.advance(ms);
  for (const shopper of shoppers) {
    const reply = await call('/token/v2/auth/refresh', { method: 'POST', jar: shopper.jar });
    expect(reply.status).toBe(200);
  }
}

async function shopperAt(address = newAddress()): Promise<Shopper> {
  const { jar } = await guestShopper(call);
  return { jar, headers: { [CLIENT_ADDRESS_HEADER]: address } };
}

/** A shopper with a bag to pay for, trying gift cards through both calls. */
async function cardTrier(shopper: Shopper) {
  const carts = cartClient(call, shopper);
  const { basketId } = await carts.create();
  await carts.add(basketId, await variantOf(db(), SEED_IDS.regularShoe));
  const checkout = checkoutClient(call, shopper);
  const outcome = async (reply: { status: number; json: unknown }) => {
    if (reply.status === 200) return { status: 200, errorId: null, message: null };
    const { errorDetails } = reply.json as {
      errorDetails: { errorId: string; message: string }[];
    };
    return { status: reply.status, ...errorDetails[0]! };
  };
  return {
    balance: async (number: string, pin = PIN) =>
      outcome(await checkout.send('/cart/v1/giftcard/balance', 'POST', { number, pin })),
    apply: async (number: string, pin = PIN) =>
      outcome(
        await checkout.send(`/cart/v1/cart/${basketId}/paymentInstruments`, 'POST', {
          payment_method_id: 'GIFT_CARD',
          giftCard: { number, pin },
        }),
      ),
  };
}

describe('gift card answers', () => {
  it('answers an unknown number and a wrong PIN alike, on the balance check and when applying', async () => {
    const card = await newCard();
    const trier = await cardTrier(await shopperAt());
    const answers = [
      await trier.balance(unknownNumber()),
      await trier.balance(card, WRONG_PIN),
      await trier.apply(unknownNumber()),
      await trier.apply(card, WRONG_PIN),
    ];
    expect(answers.map(({ errorId, message }) => ({ errorId, message }))).toEqual(
      Array(4).fill({ errorId: 'GFC700', message: 'This gift card is not valid.' }),
    );
    expect(new Set(answers.map((answer) => answer.status)).size).toBe(1);
  });
});

describe('gift card attempt limits', () => {
  it('locks a card after 5 wrong PINs in an hour, whoever tries, even with the right PIN', async () => {
    const card = await newCard();
    const { failures, windowMs } = GIFT_CARD_ATTEMPT_LIMITS.card;
    for (let attempt = 0; attempt < failures; attempt += 1) {
      const trier = await cardTrier(await shopperAt());
      const wrong = attempt % 2 === 0 ? trier.balance : trier.apply;
      expect((await wrong(card, WRONG_PIN)).errorId).toBe('GFC700');
    }
    const ownerSession = await shopperAt();
    const owner = await cardTrier(ownerSession);
    expect((await owner.balance(card)).errorId).toBe('AUT403');
    expect((await owner.apply(card)).errorId).toBe('AUT403');

    await later(windowMs, ownerSession);
    expect((await owner.balance(card)).errorId).toBeNull();
  });

  it('locks a shopper after 10 wrong cards in 15 minutes, across cards and both calls', async () => {
    const shopper = await shopperAt();
    const { failures, windowMs } = GIFT_CARD_ATTEMPT_LIMITS.shopper;
    const trier = await cardTrier(shopper);
    for (let attempt = 0; attempt < failures; attempt += 1) {
      // A new address each time: only the shopper's own count can refuse.
      shopper.headers = { [CLIENT_ADDRESS_HEADER]: newAddress() };
      const wrong = attempt % 2 === 0 ? trier.balance : trier.apply;
      expect((await wrong(unknownNumber())).errorId).toBe('GFC700');
    }
    shopper.headers = { [CLIENT_ADDRESS_HEADER]: newAddress() };
    const card = await newCard();
    expect((await trier.apply(card)).errorId).toBe('AUT403');
    // Another shopper is not held back by this one.
    expect((await (await cardTrier(await shopperAt())).apply(card)).errorId).toBeNull();

    await later(windowMs, shopper);
    expect((await trier.apply(await newCard())).errorId).toBeNull();
  });

  it('locks an address after 20 wrong cards in 15 minutes, whichever sessions made them', async () => {
    const address = newAddress();
    const { failures } = GIFT_CARD_ATTEMPT_LIMITS.address;
    const perShopper = GIFT_CARD_ATTEMPT_LIMITS.shopper.failures - 1;
    let trier = await cardTrier(await shopperAt(address));
    for (let attempt = 0; attempt < failures; attempt += 1) {
      if (attempt > 0 && attempt % perShopper === 0)
        trier = await cardTrier(await shopperAt(address));
      expect((await trier.apply(unknownNumber())).errorId).toBe('GFC700');
    }
    const card = await newCard();
    const newcomer = await shopperAt(address);
    expect((await (await cardTrier(newcomer)).apply(card)).errorId).toBe('AUT403');
    expect((await (await cardTrier(await shopperAt())).apply(card)).errorId).toBeNull();
  });

  it('counts failures only: successes neither count nor clear them', async () => {
    const shopper = await shopperAt();
    const trier = await cardTrier(shopper);
    const card = await newCard();
    const { failures } = GIFT_CARD_ATTEMPT_LIMITS.shopper;
    for (let attempt = 0; attempt < failures - 1; attempt += 1) {
      shopper.headers = { [CLIENT_ADDRESS_HEADER]: newAddress() };
      expect((await trier.balance(unknownNumber())).errorId).toBe('GFC700');
      // Right answers in between, more of them than the limit, change nothing.
      const right = await trier.balance(card);
      expect(right.errorId).toBeNull();
      expect((await trier.balance(card)).errorId).toBeNull();
    }
    shopper.headers = { [CLIENT_ADDRESS_HEADER]: newAddress() };
    expect((await trier.balance(unknownNumber())).errorId).toBe('GFC700');
    expect((await trier.balance(card)).errorId).toBe('AUT403');
  });
});
